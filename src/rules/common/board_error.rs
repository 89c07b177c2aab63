//! Why a board file (a Mehen board or a spiral board) cannot be used: unreadable, malformed at a line
//! and column, invalid, or an unknown built-in name.

/// Why a board file was refused. Every message names the file; syntax errors also give line:column.
#[derive(Debug, thiserror::Error)]
pub enum BoardError {
    #[error("{file}: cannot read the board file: {message}")]
    Io { file: String, message: String },
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{file}: {message}")]
    Invalid { file: String, message: String },
    #[error(
        "unknown board \"{name}\" (built-in boards: {builtin}; or give a path to a .board.ron file)"
    )]
    Unknown { name: String, builtin: String },
}
