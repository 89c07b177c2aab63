//! The Hyena game's numbers and options: players, the board's length, the centre's exit costs, the
//! `three` option.

use crate::rules::common::setup_error::OptionsError;
use std::fmt;

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 6;
/// Finkel's board: 87 squares and the centre.
pub const DEFAULT_SQUARES: u8 = 88;
/// Ones a mother pays to leave the centre.
pub const MOTHER_EXIT: u8 = 4;
/// Ones a hyena pays to leave the centre.
pub const HYENA_EXIT: u8 = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HyenaOptions {
    pub players: u8,
    /// Squares on the path, the centre included (the seed allows 60 to 100).
    pub squares: u8,
    /// The agreed option: three flat sides move 3 (a hyena 6) instead of 4 (8).
    pub three_moves_three: bool,
}

impl HyenaOptions {
    pub fn new(players: u8) -> HyenaOptions {
        HyenaOptions {
            players,
            squares: DEFAULT_SQUARES,
            three_moves_three: false,
        }
    }

    /// Reads `--options` words: `three` (three flat sides move 3), `squares=N`.
    pub fn parse(players: u8, spec: &str) -> Result<HyenaOptions, OptionsError> {
        let mut o = HyenaOptions::new(players);
        let game = ("a Hyena game", "three, squares=N");
        let mut three = false;
        OptionsError::read_spiral_options(spec, game, &mut o.squares, |word| {
            three |= word == "three";
            word == "three"
        })?;
        o.three_moves_three = three;
        o.check()?;
        Ok(o)
    }

    pub fn check(&self) -> Result<(), OptionsError> {
        OptionsError::check_players("the Hyena game", self.players, (MIN_PLAYERS, MAX_PLAYERS))?;
        OptionsError::check_squares(self.squares, (60, 100))
    }
}

impl fmt::Display for HyenaOptions {
    /// The `--options` / `[Options]` words that give these options back (players aside).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words = Vec::new();
        if self.three_moves_three {
            words.push("three".to_string());
        }
        if self.squares != DEFAULT_SQUARES {
            words.push(format!("squares={}", self.squares));
        }
        if words.is_empty() {
            write!(f, "plain")
        } else {
            write!(f, "{}", words.join(","))
        }
    }
}
