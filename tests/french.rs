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
