//! Family Mehen's numbers and options: players, Egyptians, the head's square.

use crate::rules::common::setup_error::OptionsError;
use std::fmt;

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 6;
pub const EGYPTIANS: usize = 4;
/// Egyptians a player must bring to the afterlife.
pub const TO_WIN: u8 = 3;
/// The head's square on the default board (the classic Mehen board's 61 spaces).
pub const DEFAULT_HEAD: u8 = 61;
/// The tail: any number of Egyptians may wait there.
pub const TAIL: u8 = 0;
/// An Egyptian not yet in play.
pub(super) const RESERVE: u8 = u8::MAX;
/// An Egyptian in the afterlife.
pub(super) const AFTERLIFE: u8 = u8::MAX - 1;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FamilyOptions {
    pub players: u8,
    /// The head's square number: squares 1 to head-1 are the body, 0 the tail.
    pub head: u8,
}

impl FamilyOptions {
    pub fn new(players: u8) -> FamilyOptions {
        FamilyOptions {
            players,
            head: DEFAULT_HEAD,
        }
    }

    /// Reads `--options` words: `squares=N` (the head's number, 20 to 100).
    pub fn parse(players: u8, spec: &str) -> Result<FamilyOptions, OptionsError> {
        let mut o = FamilyOptions::new(players);
        let game = ("a family Mehen", "squares=N");
        OptionsError::read_spiral_options(spec, game, &mut o.head, |_| false)?;
        o.check()?;
        Ok(o)
    }

    pub fn check(&self) -> Result<(), OptionsError> {
        OptionsError::check_players("family Mehen", self.players, (MIN_PLAYERS, MAX_PLAYERS))?;
        OptionsError::check_squares(self.head, (20, 100))
    }
}

impl fmt::Display for FamilyOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.head == DEFAULT_HEAD {
            write!(f, "plain")
        } else {
            write!(f, "squares={}", self.head)
        }
    }
}
