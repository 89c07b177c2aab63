//! What a move of the Hyena game did.

/// What a move did, for the log and the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HyenaEvent {
    Entered,
    Saved,
    /// Ones spent (for the centre).
    Paid(u8),
    Moved {
        from: u8,
        to: u8,
    },
    ReachedCentre,
    /// Swapped places with another player's piece.
    KnockedOff {
        seat: u8,
    },
    Ate {
        seat: u8,
    },
    MotherHome,
    HyenaHome,
    Passed,
}
