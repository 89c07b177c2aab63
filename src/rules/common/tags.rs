//! The text every game's record shares: `[Name "value"]` tags, `#` comments, and the syntax error that
//! says where (1-based line and column) and what.

/// A malformed record: where (1-based line and column) and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: {message}")]
pub struct SyntaxError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

pub(crate) fn syntax<T>(
    line: usize,
    column: usize,
    message: impl Into<String>,
) -> Result<T, SyntaxError> {
    Err(SyntaxError {
        line,
        column,
        message: message.into(),
    })
}

/// The text before a `#` that is not inside a quoted tag value.
pub(crate) fn strip_comment(line: &str) -> &str {
    let mut quoted = false;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        match c {
            '\\' if quoted && !escaped => {
                escaped = true;
                continue;
            }
            '"' if !escaped => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
        escaped = false;
    }
    line
}

/// The lines of a record's text that say something, comments and blank lines passed over: each
/// with its 1-based number, the column its text starts at, and the text.
pub(crate) fn record_lines(text: &str) -> impl Iterator<Item = (usize, usize, &str)> {
    text.lines().enumerate().filter_map(|(i, raw)| {
        let content = strip_comment(raw);
        let t = content.trim();
        let col0 = content.len() - content.trim_start().len() + 1;
        (!t.is_empty()).then_some((i + 1, col0, t))
    })
}

/// Adds a tag read at (`line`, `col0`) to a record's `tags`: refused after the record's first turn
/// (`turns_seen`), or when the record already has it.
pub(crate) fn add_tag(
    tags: &mut Vec<(String, String)>,
    (name, value): (String, String),
    (line, col0): (usize, usize),
    turns_seen: bool,
) -> Result<(), SyntaxError> {
    if turns_seen {
        return syntax(line, col0, "tags come before the first turn");
    }
    if tags.iter().any(|(n, _)| *n == name) {
        return syntax(line, col0, format!("the tag [{name}] is given twice"));
    }
    tags.push((name, value));
    Ok(())
}

pub(crate) fn parse_tag(
    text: &str,
    line: usize,
    col0: usize,
) -> Result<(String, String), SyntaxError> {
    let inner = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or(SyntaxError {
            line,
            column: col0,
            message: "a tag looks like [Name \"value\"]".into(),
        })?;
    let name_len = inner
        .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .unwrap_or(inner.len());
    if name_len == 0 {
        return syntax(line, col0 + 1, "expected a tag name");
    }
    let name = &inner[..name_len];
    let rest = inner[name_len..].trim_start();
    let value_col = col0 + 1 + (inner.len() - rest.len());
    let Some(body) = rest.strip_prefix('"') else {
        return syntax(line, value_col, "expected a quoted value");
    };
    let mut value = String::new();
    let mut chars = body.char_indices();
    let mut closed = None;
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some((_, e @ ('"' | '\\'))) => value.push(e),
                _ => return syntax(line, value_col + 1 + i, "only \\\" and \\\\ may be escaped"),
            },
            '"' => {
                closed = Some(i);
                break;
            }
            _ => value.push(c),
        }
    }
    let Some(end) = closed else {
        return syntax(line, value_col, "the value's closing quote is missing");
    };
    if !body[end + 1..].trim().is_empty() {
        return syntax(line, value_col + end + 2, "unexpected text after the value");
    }
    Ok((name.to_string(), value))
}

/// Sets a record tag (replacing one of that name).
pub fn set_tag(tags: &mut Vec<(String, String)>, name: &str, value: String) {
    match tags.iter_mut().find(|(n, _)| n == name) {
        Some(t) => t.1 = value,
        None => tags.push((name.into(), value)),
    }
}
