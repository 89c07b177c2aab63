//! What a command returns when it fails: the exit code and the message.

/// A failure with its exit code and message.
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    pub fn new(code: u8, message: impl Into<String>) -> Failure {
        Failure {
            code,
            message: message.into(),
        }
    }
}

/// A malformed file, a missing file or a wrong flag (exit code 2).
pub(crate) fn malformed(message: String) -> Failure {
    Failure {
        code: 2,
        message: crate::persist::clip(message),
    }
}
