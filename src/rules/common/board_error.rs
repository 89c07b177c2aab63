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
    /// A Mehen board whose description is not a playable board.
    #[error("{file}: {problem}")]
    Spec {
        file: String,
        problem: BoardSpecError,
    },
    #[error(
        "unknown board \"{name}\" (built-in boards: {builtin}; or give a path to a .board.ron file)"
    )]
    Unknown { name: String, builtin: String },
}

impl BoardError {
    /// A board file's RON error, at its line and column in `file`.
    pub fn syntax(file: &str, e: &ron::error::SpannedError) -> Self {
        BoardError::Syntax {
            file: file.to_string(),
            line: e.span.start.line,
            column: e.span.start.col,
            message: e.code.to_string(),
        }
    }

    /// A board file whose content breaks a rule of its game.
    pub fn invalid(file: &str, message: String) -> Self {
        BoardError::Invalid {
            file: file.to_string(),
            message,
        }
    }
}

/// Why a board's description is not a playable board (the file it came from is named by
/// [`BoardError::Spec`]).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BoardSpecError {
    #[error("`name` must not be empty")]
    EmptyName,
    #[error("`{field}` cannot be a board's {field}: {problem}")]
    NotPlainText {
        field: &'static str,
        problem: &'static str,
    },
    #[error("{what}: {count} spaces is too few; a board needs at least {min}")]
    TooFewSpaces {
        what: &'static str,
        count: usize,
        min: usize,
    },
    #[error("{what}: {count} spaces is too many; a board may have at most {max}")]
    TooManySpaces {
        what: &'static str,
        count: usize,
        max: usize,
    },
    #[error("layout.coils is {0}; it must be between 1 and 20")]
    Coils(f32),
    #[error("layout.inner_radius is {0}; it must be between 0.5 and 10")]
    InnerRadius(f32),
    #[error("layout.positions[{0}] (space {n}) is not a finite point", n = .0 + 1)]
    NotFinite(usize),
    #[error("spaces {space} and {next} are drawn at the same point {at:?}", next = .space + 1)]
    SamePoint { space: usize, at: (f32, f32) },
    #[error(
        "touching[{k}] = ({a}, {b}) names space {space}, but the board has spaces 1 to {head}",
        a = .pair.0,
        b = .pair.1
    )]
    TouchingOffBoard {
        k: usize,
        pair: (usize, usize),
        space: usize,
        head: usize,
    },
    #[error(
        "touching[{k}] = ({a}, {b}) names the head ({head}); the head touches only the space before it",
        a = .pair.0,
        b = .pair.1
    )]
    TouchingHead {
        k: usize,
        pair: (usize, usize),
        head: usize,
    },
    #[error(
        "touching[{k}] = ({a}, {b}): spaces next to each other on the path already touch; list only pairs across coils",
        a = .pair.0,
        b = .pair.1
    )]
    TouchingNeighbours { k: usize, pair: (usize, usize) },
    #[error("an Explicit layout must list its coil-touching pairs in `touching` (use [] for none)")]
    ExplicitNeedsTouching,
    #[error("inner_coil_start is {start}; it must be between 2 and the head ({head})")]
    InnerCoilStart { start: usize, head: usize },
    #[error(
        "short_entry is {entry}; it must be after space 1 and before the inner coil (which starts at {inner})"
    )]
    ShortEntry { entry: usize, inner: usize },
}
