//! Text a person typed that ends up in a record, a lobby or another player's screen (a board's name,
//! a player's name, a room's options): one line of visible characters. A line break would start a
//! new line of the record (a forged tag or move); a direction control would turn other text around;
//! a name of nothing but invisible characters would show as nothing.

/// Why `text` is not one line of visible text, or `None` when it is. Empty text is for the caller to
/// allow or not.
pub fn plain_text_problem(text: &str) -> Option<&'static str> {
    if text.chars().any(char::is_control) {
        return Some("it holds a line break or another control character");
    }
    if text.chars().any(is_direction_control) {
        return Some("it holds a character that changes the direction of the text");
    }
    if !text.is_empty() && text.chars().all(|c| c.is_whitespace() || is_invisible(c)) {
        return Some("it shows nothing: only spaces or invisible characters");
    }
    None
}

/// The Unicode controls that reorder text (embeddings, overrides, isolates and marks).
fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Characters that take no room on screen (zero-width spaces and joiners, the word joiner, the byte
/// order mark, invisible operators, the Hangul fillers).
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200D}'
            | '\u{2060}'..='\u{2064}'
            | '\u{3164}'
            | '\u{FEFF}'
            | '\u{FFA0}'
    )
}

#[cfg(test)]
mod tests {
    use super::plain_text_problem;

    #[test]
    fn one_line_of_visible_text_passes_and_the_rest_says_why_not() {
        for fine in [
            "Ahmose",
            "Néfertari",
            "نفرتاري",
            "a\u{200D}b",
            "",
            "Hyena 2",
        ] {
            assert_eq!(plain_text_problem(fine), None, "{fine:?}");
        }
        for (bad, why) in [
            ("x\n[Seed \"1\"]", "line break"),
            ("tab\there", "control"),
            ("\u{202E}evil", "direction"),
            ("a\u{2066}b\u{2069}", "direction"),
            ("\u{200B}\u{200B}", "shows nothing"),
            ("  \u{FEFF} ", "shows nothing"),
        ] {
            let said = plain_text_problem(bad).unwrap_or_else(|| panic!("{bad:?} passed"));
            assert!(said.contains(why), "{bad:?}: {said}");
        }
    }
}
