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
