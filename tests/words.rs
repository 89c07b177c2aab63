//! Every word a player reads comes from the message catalogues: no string literal with letters is
//! passed to the interface's text functions in `src/systems/` (egui's labels, buttons, headings,
//! tooltips and windows; Bevy's `Text` and `Text2d`), directly or through `format!`. Symbols,
//! numbers and placeholders are allowed; tests are not checked.

use std::path::Path;

/// The calls whose text a player reads.
const UI_CALLS: &[&str] = &[
    "label",
    "button",
    "heading",
    "strong",
    "small",
    "weak",
    "colored_label",
    "on_hover_text",
    "on_disabled_hover_text",
    "checkbox",
    "selectable_label",
    "selectable_value",
    "radio_value",
    "hint_text",
    "selected_text",
    "Window::new",
    "Text2d::new",
    "Text::new",
    "RichText::new",
    "Button::new",
    "Label::new",
    "CollapsingHeader::new",
    "ComboBox::from_label",
    "game_over",
    "centred",
];

/// Strings that are symbols for every language (a key's name, a unit).
const ALLOWED: &[&str] = &["x", "Esc", "px"];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text of a literal with its `{...}` placeholders removed.
fn without_placeholders(s: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = (depth as i32 - 1).max(0) as usize,
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Is this literal words a player would read?
fn is_words(literal: &str) -> bool {
    let bare = without_placeholders(literal);
    let bare = bare.trim();
    bare.chars().any(|c| c.is_alphabetic()) && !ALLOWED.contains(&bare)
}

/// The string literals passed to a UI call (directly, or through `format!` inside it), with their
/// line numbers.
#[allow(
    clippy::too_many_lines,
    reason = "one pass of a small scanner over the source: its states read best side by side"
)]
fn ui_literals(source: &str) -> Vec<(usize, String)> {
    let code = match source.find("#[cfg(test)]") {
        Some(i) => &source[..i],
        None => source,
    };
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    // The name before each open parenthesis ("" for a group or tuple).
    let mut calls: Vec<String> = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let name_before = |end: usize| -> String {
        let mut start = end;
        while start > 0 {
            let c = chars[start - 1];
            if c.is_alphanumeric() || c == '_' || c == ':' || c == '!' {
                start -= 1;
            } else {
                break;
            }
        }
        let name: String = chars[start..end].iter().collect();
        // Keep the last path segment, or the last two for `Type::new`.
        let parts: Vec<&str> = name.split("::").collect();
        match parts.as_slice() {
            [.., ty, f] if ty.chars().next().is_some_and(|c| c.is_uppercase()) => {
                format!("{ty}::{f}")
            }
            [.., f] => f.to_string(),
            [] => String::new(),
        }
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '\'' => {
                // A char literal ('"', '\'') or a lifetime ('a).
                if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else if chars.get(i + 1) == Some(&'\\') {
                    i += 4;
                } else {
                    i += 1;
                }
            }
            '"' => {
                let start_line = line;
                let raw = i > 0 && chars[i - 1] == 'r';
                let mut text = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' && !raw {
                        // `\u{2022}` is one character, not letters.
                        if chars[i + 1] == 'u' {
                            while chars[i] != '}' {
                                i += 1;
                            }
                            text.push('\u{2022}');
                            i += 1;
                        } else {
                            text.push(chars[i + 1]);
                            i += 2;
                        }
                        continue;
                    }
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                i += 1;
                let inner = calls.last().map(String::as_str).unwrap_or("");
                let outer = calls.iter().rev().nth(1).map(String::as_str).unwrap_or("");
                let to_ui =
                    UI_CALLS.contains(&inner) || (inner == "format!" && UI_CALLS.contains(&outer));
                if to_ui && is_words(&text) {
                    found.push((start_line, text));
                }
            }
            '(' => {
                calls.push(name_before(i));
                i += 1;
            }
            ')' => {
                calls.pop();
                i += 1;
            }
            _ => i += 1,
        }
    }
    found
}

#[test]
fn the_check_finds_words_passed_to_the_interface() {
    let sample = r#"
        ui.label("Throw the sticks");
        ui.heading(format!("{} wins!", name));
        egui::Window::new("Game over").show(ctx, |ui| {});
        ui.label(lang.t("hud-turn"));
        ui.label(format!("{a} / {b}"));
        ui.button(lang.f("race-wins", &[("name", "x".into())]));
        commands.spawn(Text2d::new(""));
    "#;
    let found: Vec<String> = ui_literals(sample).into_iter().map(|(_, t)| t).collect();
    assert_eq!(found, ["Throw the sticks", "{} wins!", "Game over"]);
}

#[test]
fn no_player_facing_words_are_written_in_code() {
    let mut files = Vec::new();
    rust_files(Path::new("src/systems"), &mut files);
    files.sort();
    let mut problems = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        for (line, text) in ui_literals(&source) {
            problems.push(format!("{}:{line}: {text:?}", path.display()));
        }
    }
    assert!(
        problems.is_empty(),
        "words for players belong in assets/locales/*/mehen.ftl:\n{}",
        problems.join("\n")
    );
}

/// The message ids written out in `source` as the first argument of a catalogue lookup
/// (`.t("id")`, `.f("id", ...)`, `message("id", ...)`, and a button's `pressed(ui, "id")` with its
/// tooltip `id-tip`), with their lines.
fn message_ids(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in source.lines().enumerate() {
        for call in [".t(\"", ".f(\"", "message(\"", "pressed(ui, \""] {
            let mut rest = line;
            while let Some(at) = rest.find(call) {
                rest = &rest[at + call.len()..];
                let id: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if rest[id.len()..].starts_with('"') && !id.is_empty() {
                    if call.starts_with("pressed") {
                        found.push((n + 1, format!("{id}-tip")));
                    }
                    found.push((n + 1, id));
                }
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_names_is_in_the_catalogues() {
    use mehen::i18n::{Language, Localizer};
    assert_eq!(
        message_ids(
            "x.t(\"menu-rules\"); lang.f(\"a-b\", &[]); Said::message(\"c\", &[]); x.t(name); lang.pressed(ui, \"d\")"
        ),
        [
            (1, "menu-rules".into()),
            (1, "a-b".into()),
            (1, "c".into()),
            (1, "d-tip".into()),
            (1, "d".into())
        ]
    );
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    files.sort();
    let mut missing = Vec::new();
    for language in Language::ALL {
        let ids = Localizer::ids(language);
        for path in &files {
            let source = std::fs::read_to_string(path).unwrap();
            for (line, id) in message_ids(&source) {
                if !ids.contains(&id) {
                    missing.push(format!(
                        "{}:{line}: {id} ({})",
                        path.display(),
                        language.code()
                    ));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "messages missing from the catalogues:\n{}",
        missing.join("\n")
    );
}
