//! What the game keeps on disk: saves and the autosave, settings, lifetime statistics, exported
//! records, and the user's board folder. Plain files (RON or `.mehen` text) in the platform's
//! directories, written atomically; every reader names the file and the problem when it cannot read.
//!
//! No Bevy here beyond the `Resource` derive: the CLI (`mehen check`) and the tests use the same code
//! as the game.

pub mod disk;
pub mod hand_over;
pub mod record;
pub mod save;
pub mod settings;

use std::io;
use std::path::{Path, PathBuf};

/// Files larger than this are refused before reading: no save, record, board or settings file comes
/// near it, and a stray huge file must not stall the game.
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// Where the game's files live. `MEHEN_HOME` puts everything under one folder (tests, portable use);
/// otherwise the platform's data and config directories.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paths {
    pub data: PathBuf,
    pub config: PathBuf,
}

impl Paths {
    pub fn from_env() -> Paths {
        // In a browser every file is a key of the page's local storage, named by its path.
        if cfg!(target_arch = "wasm32") {
            return Paths::at(Path::new("mehen"));
        }
        if let Some(home) = std::env::var_os("MEHEN_HOME") {
            let home = PathBuf::from(home);
            return Paths {
                data: home.join("data"),
                config: home.join("config"),
            };
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(d) = directories::ProjectDirs::from("org", "Mehen", "Mehen") {
            return Paths {
                data: d.data_dir().to_path_buf(),
                config: d.config_dir().to_path_buf(),
            };
        }
        // No home directory at all: keep files beside the working directory rather than fail.
        Paths {
            data: PathBuf::from("mehen-data"),
            config: PathBuf::from("mehen-data"),
        }
    }

    pub fn at(root: &Path) -> Paths {
        Paths {
            data: root.join("data"),
            config: root.join("config"),
        }
    }

    pub fn saves(&self) -> PathBuf {
        self.data.join("saves")
    }

    pub fn autosave(&self) -> PathBuf {
        self.saves().join("autosave.save.ron")
    }

    pub fn records(&self) -> PathBuf {
        self.data.join("records")
    }

    /// The user's own boards; `MEHEN_BOARDS` overrides it.
    pub fn boards(&self) -> PathBuf {
        #[cfg(target_arch = "wasm32")]
        return self.data.join("boards");
        #[cfg(not(target_arch = "wasm32"))]
        std::env::var_os("MEHEN_BOARDS")
            .map(PathBuf::from)
            .unwrap_or_else(|| self.data.join("boards"))
    }

    pub fn settings(&self) -> PathBuf {
        self.config.join("settings.ron")
    }

    pub fn stats(&self) -> PathBuf {
        self.data.join("stats.ron")
    }
}

/// A file that could not be read: which file, and what is wrong with it (with a line and column
/// where the problem has one).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {problem}")]
pub struct FileError {
    pub file: String,
    pub problem: String,
}

impl FileError {
    pub fn new(file: &Path, problem: impl Into<String>) -> FileError {
        FileError {
            file: file.display().to_string(),
            problem: clip(problem.into()),
        }
    }
}

/// Longest message shown for one problem: a parser quoting a 10 MB token must not flood the screen.
pub const MAX_MESSAGE_CHARS: usize = 400;

/// The message, cut to [`MAX_MESSAGE_CHARS`] with an ellipsis.
pub fn clip(mut message: String) -> String {
    if let Some((i, _)) = message.char_indices().nth(MAX_MESSAGE_CHARS) {
        message.truncate(i);
        message.push_str("...");
    }
    message
}

/// Reads a text file: refuses huge files and explains invalid UTF-8 by its byte offset.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    let len = disk::len(path).map_err(|e| FileError::new(path, io_problem(&e)))?;
    if len > MAX_FILE_BYTES {
        return Err(FileError::new(
            path,
            format!(
                "the file is {} MB; nothing the game reads is larger than {} MB",
                len / (1024 * 1024),
                MAX_FILE_BYTES / (1024 * 1024)
            ),
        ));
    }
    let bytes = disk::read(path).map_err(|e| FileError::new(path, io_problem(&e)))?;
    text_of(bytes).map_err(|p| FileError::new(path, p.to_string()))
}

/// The bytes as UTF-8 text, or where they stop being text.
pub fn text_of(bytes: Vec<u8>) -> Result<String, NotText> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(&e.as_bytes()[..at]);
        let line = text.matches('\n').count() + 1;
        NotText { line, at }
    })
}

/// Bytes that stop being UTF-8 text: on which line, at which offset.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: not UTF-8 text (invalid byte at offset {at})")]
pub struct NotText {
    pub line: usize,
    pub at: usize,
}

fn io_problem(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        io::ErrorKind::IsADirectory => "is a folder, not a file".into(),
        _ => e.to_string(),
    }
}

/// Writes a file so that a crash at any moment leaves either the old file or the new one (on the
/// desktop a temporary file beside it is written, flushed and synced, then renamed over it).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    disk::write(path, bytes)
        .map_err(|e| FileError::new(path, format!("cannot write: {}", io_problem(&e))))
}

/// A RON error as `line L, column C: message`.
pub fn ron_problem(e: &ron::error::SpannedError) -> String {
    format!(
        "line {}, column {}: {}",
        e.span.start.line, e.span.start.col, e.code
    )
}

/// A seed from the clock, for games started without one.
pub fn clock_seed() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// Seconds since the Unix epoch (0 if the clock is before it).
pub fn now_seconds() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn atomic_write_replaces_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("mehen-atomic-{}", std::process::id()));
        let path = dir.join("a.txt");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(names.len(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn invalid_utf8_is_located() {
        let e = text_of(b"ab\ncd\xffef".to_vec()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2: not UTF-8 text (invalid byte at offset 5)"
        );
    }
}
