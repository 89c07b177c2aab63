//! What a step of Bak-Amen did, and how a game was won.

/// What a step did, for the log and the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BakEvent {
    /// A pawn moved (points from the mover's side; `to` 0 is off).
    Moved {
        seat: u8,
        from: u8,
        to: u8,
    },
    /// A lone pawn of `seat` on its point `at` was arrested and sent to the Nile.
    Arrested {
        seat: u8,
        at: u8,
    },
    Passed {
        seat: u8,
    },
    Rethrow,
}

/// How a game was won: 1 point, 2 for a gammon (the loser bore off nothing), 3 for a backgammon (and
/// still had a pawn on the Nile or in the winner's home board).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinKind {
    Single = 1,
    Gammon = 2,
    Backgammon = 3,
}

impl WinKind {
    /// What the win is worth, in words.
    pub fn describe(self) -> &'static str {
        match self {
            WinKind::Single => "a single game: 1 point",
            WinKind::Gammon => "a gammon: 2 points",
            WinKind::Backgammon => "a backgammon: 3 points",
        }
    }
}
