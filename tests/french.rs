//! French as French is printed: a narrow no-break space (U+202F) before ; ! and ?, a no-break space
//! (U+00A0) before : and inside « », one ellipsis character, one apostrophe, in every French text a
//! player reads (the catalogue, the rules pages, the credits, the lessons). And every character of
//! those texts is in the font the game reads them in, so none shows as an empty box.

use std::path::{Path, PathBuf};

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// Every French text with where it comes from: the catalogue's lines (not its comments), the rules
/// pages' and credits' lines, the lessons' `fr:` strings.
fn french_texts() -> Vec<(String, String)> {
    let mut texts = Vec::new();
    let catalogue = std::fs::read_to_string(repo("assets/locales/fr/mehen.ftl")).unwrap();
    for (i, line) in catalogue.lines().enumerate() {
        if !line.trim_start().starts_with('#') {
            texts.push((format!("fr/mehen.ftl:{}", i + 1), line.to_string()));
        }
    }
    let mut pages: Vec<PathBuf> = std::fs::read_dir(repo("assets/locales/fr/rules"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    pages.push(repo("assets/locales/fr/credits.md"));
    // The rules as the game plays them, written in French too.
    pages.push(repo("docs/rules/family-mehen.fr.md"));
    for page in pages {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        for (i, line) in text.lines().enumerate() {
            texts.push((format!("{name}:{}", i + 1), line.to_string()));
        }
    }
    for lesson in std::fs::read_dir(repo("assets/tutorial")).unwrap() {
        let path = lesson.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for (i, line) in text.lines().enumerate() {
            let mut rest = line;
            while let Some(at) = rest.find("fr: \"") {
                let after = &rest[at + 5..];
                let end = after.find('"').unwrap_or(after.len());
                texts.push((format!("{name}:{}", i + 1), after[..end].to_string()));
                rest = &after[end..];
            }
        }
    }
    texts
}

#[test]
fn french_punctuation_has_its_spaces() {
    let texts = french_texts();
    assert!(texts.len() > 500, "only {} texts found", texts.len());
    let mut wrong = Vec::new();
    for (place, text) in &texts {
        for (bad, why) in [
            (" ;", "a narrow no-break space before ;"),
            (" !", "a narrow no-break space before !"),
            (" ?", "a narrow no-break space before ?"),
            (" :", "a no-break space before :"),
            // A placeable that keeps a space at a line's start must keep the right one.
            (
                "{\" \"};",
                "a narrow no-break space before ; (in the placeable)",
            ),
            ("{\" \"}:", "a no-break space before : (in the placeable)"),
            ("« ", "a no-break space after «"),
            (" »", "a no-break space before »"),
            ("...", "the ellipsis character"),
            // One apostrophe throughout: the game's own elisions ("d'Ahmose") write the straight one.
            ("’", "the straight apostrophe, as everywhere else"),
        ] {
            if text.contains(bad) {
                wrong.push(format!("{place}: wants {why}: {text}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_french_letter_is_in_the_reading_font() {
    let data = std::fs::read(repo("assets/fonts/NotoSans-Latin.ttf")).unwrap();
    let face = ttf_parser::Face::parse(&data, 0).unwrap();
    let mut missing = std::collections::BTreeSet::new();
    for (place, text) in french_texts() {
        for c in text.chars() {
            if face.glyph_index(c).is_none() && !c.is_control() {
                missing.insert(format!("U+{:04X} {c:?} (first in {place})", c as u32));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{}",
        missing.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// One word for one meaning: the variants the glossary set aside are not used anywhere a player
/// reads French.
#[test]
fn the_glossarys_set_aside_variants_are_absent() {
    let set_aside = [
        ("par-dessus l'anneau", "à travers les anneaux"),
        ("entre les anneaux", "à travers les anneaux"),
        ("anneau le plus intérieur", "l'anneau intérieur"),
        ("entouré", "cerclé"),
        ("enoncer au tour", "Passer"),
        ("enonce au tour", "passe"),
        ("enoncez au tour", "passez"),
        ("bloqué", "figé (a pawn that may not move)"),
        ("par le compte exact", "au compte exact"),
        ("par un compte exact", "au compte exact"),
        (
            "parties enregistrées",
            "parties sauvegardées (saves) or feuilles de partie (records)",
        ),
        (
            "partie enregistrée",
            "partie sauvegardée or feuille de partie",
        ),
        ("notée au Soudan", "relevée au Soudan"),
        ("la traction", "Mehen tire chaque pion"),
        ("pourquoi non", "pourquoi c'est refusé"),
        (
            "en lançant une partie",
            "au début d'une partie (lancer is for the sticks)",
        ),
        (
            "en lançant la partie",
            "au début de la partie (lancer is for the sticks)",
        ),
        ("une seule uniquement", "une seule n'est permise qu'à"),
        ("se repose sur", "s'arrête sur"),
        ("est reculé", "a reculé"),
        ("le senet", "le Senet"),
        ("du senet", "du Senet"),
    ];
    let mut wrong = Vec::new();
    for (place, text) in french_texts() {
        for (bad, good) in set_aside {
            if text.contains(bad) {
                wrong.push(format!("{place}: `{bad}`, say `{good}`: {text}"));
            }
        }
        // "Cliquez sur" throughout.
        for object in ["le ", "la ", "les ", "un ", "une ", "votre ", "vos ", "l'"] {
            for verb in ["Cliquez ", "cliquez "] {
                if text.contains(&format!("{verb}{object}")) {
                    wrong.push(format!(
                        "{place}: `{verb}{object}`, say `{verb}sur {object}`"
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A count followed by its noun agrees with it: `{ $n } points` stands in a plural selector (so one
/// reads "1 point"), in both catalogues.
#[test]
fn counted_nouns_agree_with_their_count() {
    let nouns = [
        "points", "pions", "cases", "tours", "pips", "pawns", "spaces", "turns", "squares",
    ];
    let mut wrong = Vec::new();
    for language in ["en", "fr"] {
        let catalogue =
            std::fs::read_to_string(repo(&format!("assets/locales/{language}/mehen.ftl"))).unwrap();
        for (i, line) in catalogue.lines().enumerate() {
            // A selector's branches chose their own words.
            let start = line.trim_start();
            if start.starts_with('*') || start.starts_with('[') || start.starts_with('#') {
                continue;
            }
            let mut rest = line;
            while let Some(at) = rest.find("{ $") {
                let after = &rest[at..];
                let Some(end) = after.find('}') else { break };
                let placeable = &after[..=end];
                let following = after[end + 1..].trim_start();
                if !placeable.contains("->")
                    && nouns.iter().any(|n| {
                        following.starts_with(n)
                            && !following[n.len()..].starts_with(|c: char| c.is_alphabetic())
                    })
                {
                    wrong.push(format!("{language}/mehen.ftl:{}: {line}", i + 1));
                }
                rest = &after[end + 1..];
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
