//! Every word a player reads, in their language: English and French message catalogues in Project
//! Fluent's format (`assets/locales/*/mehen.ftl`, embedded), looked up by message id with named
//! arguments, so each language writes its own sentences, plurals and agreements. The rules engines
//! stay language-free (they report kinds with data), and the command line stays English.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use unic_langid::LanguageIdentifier;

/// A language the game speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[serde(rename = "en")]
    English,
    #[serde(rename = "fr")]
    French,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The language's code, as in settings files and `--lang`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
        }
    }

    /// A code such as "fr", "fr-CA" or "fr_FR.UTF-8"; `None` for a language the game does not speak.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .split(['-', '_', '.'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "fr" => Some(Language::French),
            _ => None,
        }
    }

    /// The system's language when the game speaks it, English otherwise.
    pub fn of_system() -> Language {
        #[cfg(target_arch = "wasm32")]
        let locale = web_sys::window().and_then(|w| w.navigator().language());
        #[cfg(not(target_arch = "wasm32"))]
        let locale = sys_locale::get_locale();
        locale
            .and_then(|l| Language::from_code(&l))
            .unwrap_or(Language::English)
    }

    /// The language's name in itself (what a language menu shows).
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
        }
    }

    fn catalogue(self) -> &'static str {
        match self {
            Language::English => include_str!("../assets/locales/en/mehen.ftl"),
            Language::French => include_str!("../assets/locales/fr/mehen.ftl"),
        }
    }
}

/// A message's arguments: `&[("name", "Bastet".into()), ("count", 3.into())]`.
pub type Args<'a> = [(&'a str, FluentValue<'a>)];

/// Every catalogue, parsed once for the whole program; a catalogue with a syntax error is a build
/// defect (a test parses them all), kept with what parsed rather than a panic.
fn bundles() -> &'static [(Language, FluentBundle<FluentResource>)] {
    static ALL: std::sync::LazyLock<Vec<(Language, FluentBundle<FluentResource>)>> =
        std::sync::LazyLock::new(|| {
            Language::ALL
                .iter()
                .map(|&lang| (lang, bundle(lang).unwrap_or_else(|(b, _)| b)))
                .collect()
        });
    &ALL
}

/// Whether the game is played by touch (a phone, a tablet): its texts then name no keys. Global,
/// because texts written once for every language ([`Said`]) are worded where they are made.
static TOUCH: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// From now on, texts are worded for a touch screen (`true`) or for keys and a mouse.
pub fn set_touch(touch: bool) {
    TOUCH.store(touch, std::sync::atomic::Ordering::Relaxed);
}

/// The catalogues of every language, and the one in use.
pub struct Localizer {
    bundles: &'static [(Language, FluentBundle<FluentResource>)],
    language: Language,
    /// Worded for a touch screen: a message's `.touch` attribute where it has one, and no brackets
    /// naming keys.
    touch: bool,
}

impl Localizer {
    pub fn new(language: Language) -> Localizer {
        Localizer {
            bundles: bundles(),
            language,
            touch: TOUCH.load(std::sync::atomic::Ordering::Relaxed),
        }
    }

    /// A localizer wording every text for a touch screen (or not), whatever the game's setting.
    pub fn worded_for_touch(language: Language, touch: bool) -> Localizer {
        Localizer {
            touch,
            ..Localizer::new(language)
        }
    }

    pub fn touch(&self) -> bool {
        self.touch
    }

    pub fn set_touch(&mut self, touch: bool) {
        self.touch = touch;
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    /// The message `id` in the language in use.
    pub fn t(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// The message `id` with its arguments. A message missing from the language falls back to
    /// English, then to its id (tests keep every id in both).
    pub fn format(&self, id: &str, args: &Args) -> String {
        self.format_in(self.language, id, args)
            .or_else(|| self.format_in(Language::English, id, args))
            .unwrap_or_else(|| id.to_string())
    }

    fn format_in(&self, language: Language, id: &str, args: &Args) -> Option<String> {
        let (_, bundle) = self.bundles.iter().find(|(l, _)| *l == language)?;
        let message = bundle.get_message(id)?;
        let for_touch = self.touch.then(|| message.get_attribute("touch")).flatten();
        let pattern = match for_touch {
            Some(attribute) => attribute.value(),
            None => message.value()?,
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text: Cow<str> = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        Some(if self.touch {
            without_key_hints(&text).into_owned()
        } else {
            text.into_owned()
        })
    }

    /// Every message id of a language's catalogue (for tests and tools).
    pub fn ids(language: Language) -> Vec<String> {
        let resource = match FluentResource::try_new(language.catalogue().to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    /// Formats `id` in `language` and reports the formatting errors (for tests).
    pub fn check(&self, language: Language, id: &str, args: &Args) -> Result<String, String> {
        let (_, bundle) = self
            .bundles
            .iter()
            .find(|(l, _)| *l == language)
            .ok_or("no catalogue")?;
        let message = bundle.get_message(id).ok_or("missing")?;
        let pattern = message.value().ok_or("no value")?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(format!("{errors:?}"))
        }
    }
}

/// A language's catalogue as a bundle; on a syntax error, the bundle of what parsed and the errors.
fn bundle(
    language: Language,
) -> Result<FluentBundle<FluentResource>, (FluentBundle<FluentResource>, String)> {
    let id: LanguageIdentifier = language.code().parse().expect("a valid language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the interface's fonts would draw them as boxes.
    bundle.set_use_isolating(false);
    // DE($name): French "de" before a name, elided before a vowel ("le pion d'Ahmose", "de Bastet").
    let _ = bundle.add_function("DE", |positional, _| match positional.first() {
        Some(FluentValue::String(name)) => FluentValue::from(of_name(name)),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    let (resource, parse_errors) = match FluentResource::try_new(language.catalogue().to_string()) {
        Ok(r) => (r, None),
        Err((r, errors)) => (r, Some(format!("{errors:?}"))),
    };
    let added = bundle
        .add_resource(resource)
        .err()
        .map(|e| format!("{e:?}"));
    match parse_errors.or(added) {
        None => Ok(bundle),
        Some(e) => Err((bundle, e)),
    }
}

/// The names of keys as the catalogues write them in brackets after a button's words: "Throw
/// (Space)", "Pass the turn (F or Enter)", "Save (Ctrl+S)".
const KEY_NAMES: [&str; 16] = [
    "Space",
    "Enter",
    "Esc",
    "Backspace",
    "Home",
    "End",
    "Left",
    "Right",
    "Espace",
    "Entrée",
    "Échap",
    "Retour arrière",
    "Début",
    "Fin",
    "Gauche",
    "Droite",
];

/// Is the game played by touch (the switch [`set_touch`] sets)?
pub fn touch() -> bool {
    TOUCH.load(std::sync::atomic::Ordering::Relaxed)
}

/// A text written with keys in mind ("Throw (Space)", "press Pass (F)") as the player's device
/// reads it: unchanged with a keyboard; on a touch screen without the keys named in brackets.
pub fn for_the_device(text: &str) -> Cow<'_, str> {
    if touch() {
        without_key_hints(text)
    } else {
        Cow::Borrowed(text)
    }
}

/// `text` without any brackets that only name keys (" (Space)", " (or Space)", " (F or Enter)").
pub fn without_key_hints(text: &str) -> Cow<'_, str> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find(" (") {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        let inside = &rest[open + 2..close];
        let inside = ["or ", "ou "]
            .iter()
            .find_map(|or| inside.strip_prefix(or))
            .unwrap_or(inside);
        out.push_str(&rest[..open]);
        if !names_keys(inside) {
            out.push_str(&rest[open..=close]);
        }
        rest = &rest[close + 1..];
    }
    if out.is_empty() && rest.len() == text.len() {
        return Cow::Borrowed(text);
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// Does `inside` (what brackets hold) only name keys: "Space", "F or Enter", "Ctrl+S"?
fn names_keys(inside: &str) -> bool {
    let is_key = |word: &str| {
        let word = word.trim_start_matches("Ctrl+");
        KEY_NAMES.contains(&word)
            || (word.len() == 1 && word.chars().all(|c| c.is_ascii_uppercase()))
    };
    let mut keys = inside.split(" or ").flat_map(|w| w.split(" ou "));
    !inside.contains(',') && keys.all(is_key)
}

/// The first way `text` names a key of a keyboard, if it does: a key in brackets, a shortcut, or
/// "press" a key (for the tests that touch-screen texts name none).
pub fn names_a_key(text: &str) -> Option<&'static str> {
    const WAYS: [&str; 16] = [
        "Ctrl+",
        "Esc",
        "Échap",
        "Backspace",
        "Retour arrière",
        "Enter)",
        "(Enter",
        "press Enter",
        "Entrée",
        "Space)",
        "(Space",
        "Espace",
        "press {",
        "appuyer sur {",
        "(Home",
        "(Left",
    ];
    if let Some(way) = WAYS.iter().find(|way| text.contains(*way)) {
        return Some(way);
    }
    let letter_in_brackets = text
        .as_bytes()
        .windows(3)
        .any(|w| w[0] == b'(' && w[1].is_ascii_uppercase() && w[2] == b')');
    letter_in_brackets.then_some("a letter key in brackets")
}

/// French "de" before a name: "d'" before a vowel sound written as a vowel, "de " otherwise.
fn of_name(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû".contains(c));
    if vowel {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

/// A text in every language the game speaks, for what is written once and read later (the log,
/// notices): after a switch of language it reads in the new one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Said(Vec<String>);

impl Said {
    /// `say` once per language.
    pub fn new(say: impl Fn(&Localizer) -> String) -> Said {
        Said(
            Language::ALL
                .iter()
                .map(|&l| say(&Localizer::new(l)))
                .collect(),
        )
    }

    /// The message `id` with its arguments, in every language.
    pub fn message(id: &str, args: &Args) -> Said {
        Said::new(|l| l.format(id, args))
    }

    /// A text that is the same in every language (a file's own problem, as its reader words it).
    pub fn verbatim(text: impl Into<String>) -> Said {
        let text = text.into();
        Said(vec![text; Language::ALL.len()])
    }

    /// The text in `language`.
    pub fn get(&self, language: Language) -> &str {
        let i = Language::ALL.iter().position(|&l| l == language);
        i.and_then(|i| self.0.get(i))
            .or(self.0.first())
            .map_or("", String::as_str)
    }

    /// The English text (for tests and developer logs).
    pub fn english(&self) -> &str {
        self.get(Language::English)
    }
}

/// Parses every catalogue and reports the first problem (for tests).
pub fn check_catalogues() -> Result<(), String> {
    for language in Language::ALL {
        bundle(language).map_err(|(_, e)| format!("{}: {e}", language.code()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
    use std::collections::BTreeSet;

    /// The variables a pattern uses, through placeables and selectors.
    fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            Expression::Inline(inline) => inline_variables(inline, out),
            Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for variant in variants {
                    variables(&variant.value, out);
                }
            }
        }
    }

    fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, out),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_variables(a, out);
                }
                for a in &arguments.named {
                    inline_variables(&a.value, out);
                }
            }
            _ => {}
        }
    }

    fn catalogue_variables(language: Language) -> Vec<(String, BTreeSet<String>)> {
        let resource = match FluentResource::try_new(language.catalogue().to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    if let Some(value) = &m.value {
                        variables(value, &mut vars);
                    }
                    Some((m.id.name.to_string(), vars))
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_catalogue_parses() {
        check_catalogues().unwrap();
    }

    #[test]
    fn every_message_exists_in_every_language_with_the_same_arguments() {
        let english = catalogue_variables(Language::English);
        assert!(english.len() > 20, "{} messages", english.len());
        for language in Language::ALL {
            let other = catalogue_variables(language);
            let ids = |c: &[(String, BTreeSet<String>)]| -> BTreeSet<String> {
                c.iter().map(|(id, _)| id.clone()).collect()
            };
            assert_eq!(
                ids(&english),
                ids(&other),
                "{}: ids differ",
                language.code()
            );
            for (id, vars) in &english {
                let theirs = &other.iter().find(|(o, _)| o == id).unwrap().1;
                assert_eq!(
                    vars,
                    theirs,
                    "{}: {id} takes other arguments",
                    language.code()
                );
            }
        }
    }

    /// Every message formats in every language with sample arguments (a count of 1 and of 3, for
    /// plurals), without errors or a placeholder left in the text.
    #[test]
    fn every_message_formats_with_sample_arguments() {
        let localizer = Localizer::new(Language::English);
        for language in Language::ALL {
            for (id, vars) in catalogue_variables(language) {
                for count in [1, 3] {
                    let args: Vec<(&str, FluentValue)> = vars
                        .iter()
                        .map(|v| {
                            let value: FluentValue = if v == "count" {
                                count.into()
                            } else {
                                "Bastet".into()
                            };
                            (v.as_str(), value)
                        })
                        .collect();
                    let text = localizer
                        .check(language, &id, &args)
                        .unwrap_or_else(|e| panic!("{}: {id}: {e}", language.code()));
                    assert!(
                        !text.trim().is_empty(),
                        "{}: {id} is empty",
                        language.code()
                    );
                    assert!(
                        !text.contains('{') && !text.contains('}'),
                        "{}: {id} left a placeholder: {text}",
                        language.code()
                    );
                }
            }
        }
    }

    #[test]
    fn plurals_follow_the_language() {
        let mut l = Localizer::new(Language::English);
        assert_eq!(l.format("pawns", &[("count", 1.into())]), "1 pawn");
        assert_eq!(l.format("pawns", &[("count", 3.into())]), "3 pawns");
        l.set_language(Language::French);
        assert_eq!(l.format("pawns", &[("count", 1.into())]), "1 pion");
        assert_eq!(l.format("pawns", &[("count", 3.into())]), "3 pions");
        assert_eq!(l.t("menu-new-game"), "Nouvelle partie");
        // French elides before a vowel: "à l'ânkh", "au scarabée".
        assert!(l.t("with-sign-ankh").starts_with("à l'"));
    }

    #[test]
    fn french_elides_de_before_a_vowel_and_said_keeps_every_language() {
        assert_eq!(of_name("Ahmose"), "d'Ahmose");
        assert_eq!(of_name("Bastet"), "de Bastet");
        let said = Said::message("pawns", &[("count", 2.into())]);
        assert_eq!(said.english(), "2 pawns");
        assert_eq!(said.get(Language::French), "2 pions");
    }

    #[test]
    fn on_a_touch_screen_no_text_names_a_key() {
        for language in Language::ALL {
            let touch = Localizer::worded_for_touch(language, true);
            let keys = Localizer::worded_for_touch(language, false);
            let mut keyed = 0;
            for id in Localizer::ids(language) {
                let text = touch.format(&id, &[]);
                let named = names_a_key(&text);
                assert!(
                    named.is_none(),
                    "{} {id} names {named:?}: {text}",
                    language.code()
                );
                keyed += usize::from(names_a_key(&keys.format(&id, &[])).is_some());
            }
            // The check finds the keys the keyboard's texts name.
            assert!(keyed > 30, "{}: {keyed}", language.code());
        }
    }

    #[test]
    fn brackets_of_keys_go_and_other_brackets_stay() {
        let cases = [
            ("Throw the sticks (Space)", "Throw the sticks"),
            (
                "press Pass (F), then say yes (F or Enter).",
                "press Pass, then say yes.",
            ),
            ("Roll (or Space) now", "Roll now"),
            ("Save (Ctrl+S)", "Save"),
            ("Passer le tour (F ou Entrée)", "Passer le tour"),
            (
                "a sprint (3) (the pawn on 4)",
                "a sprint (3) (the pawn on 4)",
            ),
            (
                "(Space, or the Throw button)",
                "(Space, or the Throw button)",
            ),
        ];
        for (text, touch) in cases {
            assert_eq!(without_key_hints(text), touch);
        }
    }

    #[test]
    fn language_codes_read_as_the_system_writes_them() {
        assert_eq!(Language::from_code("fr_FR.UTF-8"), Some(Language::French));
        assert_eq!(Language::from_code("fr-CA"), Some(Language::French));
        assert_eq!(Language::from_code("en-GB"), Some(Language::English));
        assert_eq!(Language::from_code("de-DE"), None);
        for l in Language::ALL {
            assert_eq!(Language::from_code(l.code()), Some(l));
        }
    }
}
