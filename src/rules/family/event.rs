//! What a family Mehen move did.

/// What a move did, for the log and the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FamilyEvent {
    Entered,
    Moved {
        from: u8,
        to: u8,
    },
    /// Landed on its own Egyptian and went on by the roll again.
    Propelled {
        at: u8,
    },
    /// The serpent moved (towards the head or the tail).
    SerpentMoved {
        from: u8,
        to: u8,
    },
    /// The serpent landed on its own Egyptian and went on.
    Rebounded {
        at: u8,
    },
    /// Another player's Egyptian sent back (to its previous square, or to the tail by a serpent).
    SentBack {
        seat: u8,
        to: u8,
    },
    SerpentRemoved {
        seat: u8,
    },
    Afterlife,
    /// The serpent comes into play from the head.
    SerpentPlaced {
        to: u8,
    },
    /// The serpent could not come down (it would rebound onto the tail): it stays out until the next
    /// Egyptian reaches the afterlife.
    SerpentWaits,
    Rerolled,
    Passed,
}
