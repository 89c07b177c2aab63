//! How a game of Mehen ended: who won, whether it was a tie, and why it ended.

use crate::rules::mehen::position::{MAX_SEATS, Seat};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A player (or team) reached three enlightened pawns.
    Enlightened,
    /// No pawn is left in play.
    Eliminated,
    /// No pawn is on the board and nobody can move any more.
    Stuck,
    /// The agreed time (or a turn cap) ran out.
    Time,
}

impl EndReason {
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Enlightened => "enlightened",
            EndReason::Eliminated => "eliminated",
            EndReason::Stuck => "stuck",
            EndReason::Time => "time",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Bit n set when seat n is among the winners (several bits: a tie).
    pub winners: u8,
    /// More than one player (or team) shares the win.
    pub tie: bool,
    pub reason: EndReason,
}

impl Outcome {
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..MAX_SEATS as u8)
            .filter(|i| self.winners & (1 << i) != 0)
            .map(Seat)
    }

    pub fn is_tie(&self) -> bool {
        self.tie
    }
}
