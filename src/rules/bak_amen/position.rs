//! Where a Bak-Amen game stands. Bak-Amen, as retold in `docs/rules/bak-amen.md`: backgammon for two on the Senet board.
//! Each player has twelve pawns on a track of twenty points (the top and bottom rows of the board); the
//! middle row, the Nile, is the bar. Everything the seed leaves out follows standard backgammon.
//!
//! Like the other engines it is "a game without its dice": it is handed each throw of the two dice,
//! written as two digits (`53`: a five and a three).
//!
//! Points are counted from each player's side: point 1 is the last before bearing off, point 20 the
//! first (where the back pawns start). The other player's point `p` is this player's `21 - p`.

use super::action::{BakAction, Step};
use super::board::*;
use super::event::WinKind;
use crate::rules::common::setup_error::PositionError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BakPhase {
    /// The first throw: the first die is A's, the second B's; the higher plays both.
    Opening,
    Throw,
    Move {
        dice: (u8, u8),
    },
    Over,
}

/// A play found by the search, with the position it leaves.
pub(super) struct Found {
    pub(super) action: BakAction,
    pub(super) pawns: [[u8; 22]; 2],
    /// The die of its first step (for the larger-die rule).
    pub(super) first_die: u8,
    /// [`digest`] of `pawns`, once the search is over.
    pub(super) digest: u64,
}

pub(super) struct Search {
    pub(super) found: Vec<Found>,
    pub(super) best: usize,
    pub(super) steps: [Step; 4],
    /// Only steps from no higher a point than the step before (for a double's results).
    pub(super) descending: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BakAmen {
    /// Pawns per seat on each of its own points: index 0 borne off, 1-20 the track, 21 the Nile.
    pub(super) pawns: [[u8; 22]; 2],
    pub(super) to_move: u8,
    pub(super) phase: BakPhase,
    pub(super) turns: u32,
    /// The opening throw has not yet settled who starts.
    pub(super) opening: bool,
    pub(super) winner: Option<(u8, WinKind)>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BakIllegal {
    #[error(transparent)]
    OutOfTurn(#[from] crate::rules::common::race::OutOfTurn),
    #[error("{0} is not a throw of two dice (two digits 1-6)")]
    NotAThrow(u8),
    #[error("{0} is not a legal play now")]
    NotLegal(BakAction),
    #[error("{0}")]
    BadStep(String),
}

impl Default for BakAmen {
    fn default() -> Self {
        Self::new()
    }
}

impl BakAmen {
    pub fn new() -> BakAmen {
        let mut side = [0u8; 22];
        for (point, n) in START {
            side[point as usize] = n;
        }
        BakAmen {
            pawns: [side; 2],
            to_move: 0,
            phase: BakPhase::Opening,
            turns: 0,
            opening: true,
            winner: None,
        }
    }

    /// A position for tests and puzzles: each seat's pawns on its own points (index 0 off, 21 the
    /// Nile), the seat to throw. Checked: twelve pawns each, no point held by both.
    pub fn with_position(pawns: [[u8; 22]; 2], to_move: u8) -> Result<BakAmen, PositionError> {
        for (seat, side) in pawns.iter().enumerate() {
            let total: u32 = side.iter().map(|&n| u32::from(n)).sum();
            if total != u32::from(PAWNS) {
                return Err(PositionError::PieceCount {
                    seat: seat_name(seat as u8).to_string(),
                    count: total.min(255) as u8,
                    expected: PAWNS,
                });
            }
        }
        for p in 1..=POINTS {
            if pawns[0][p as usize] > 0 && pawns[1][(NILE - p) as usize] > 0 {
                return Err(PositionError::Misplaced {
                    seat: seat_name(1).into(),
                    what: format!("a pawn on White's point {p}, where White has pawns"),
                });
            }
        }
        if to_move > 1 {
            return Err(PositionError::CannotMove(to_move.to_string()));
        }
        let mut g = BakAmen {
            pawns,
            to_move,
            phase: BakPhase::Throw,
            turns: 0,
            opening: false,
            winner: None,
        };
        g.check_over();
        Ok(g)
    }

    pub fn phase(&self) -> BakPhase {
        self.phase
    }

    pub fn to_move(&self) -> Option<u8> {
        (self.phase != BakPhase::Over).then_some(self.to_move)
    }

    pub fn turns(&self) -> u32 {
        self.turns
    }

    pub fn winner(&self) -> Option<(u8, WinKind)> {
        self.winner
    }

    /// Pawns of `seat` on its own point (0 off, 21 the Nile).
    pub fn count(&self, seat: u8, point: u8) -> u8 {
        self.pawns[seat as usize][point as usize]
    }

    pub fn borne_off(&self, seat: u8) -> u8 {
        self.count(seat, OFF)
    }

    pub fn on_nile(&self, seat: u8) -> u8 {
        self.count(seat, NILE)
    }

    /// Pips `seat` still has to travel (the Nile counts as point 21).
    pub fn pips(&self, seat: u8) -> u32 {
        self.pawns[seat as usize]
            .iter()
            .enumerate()
            .map(|(p, &n)| p as u32 * u32::from(n))
            .sum()
    }

    /// The other seat's pawns on `seat`'s point `p`.
    pub(super) fn opposing(&self, seat: u8, p: u8) -> u8 {
        self.pawns[1 - seat as usize][(NILE - p) as usize]
    }

    pub(super) fn all_home(&self, seat: u8) -> bool {
        self.pawns[seat as usize][HOME as usize + 1..]
            .iter()
            .all(|&n| n == 0)
    }
}

/// A cheap digest of a position (FNV-1a over its counts), for sorting plays by their result.
pub(super) fn digest(pawns: &[[u8; 22]; 2]) -> u64 {
    pawns.iter().flatten().fold(0xcbf2_9ce4_8422_2325, |h, &n| {
        (h ^ u64::from(n)).wrapping_mul(0x0100_0000_01b3)
    })
}

pub fn seat_name(seat: u8) -> &'static str {
    if seat == 0 { "White" } else { "Red" }
}

/// The two dice of a throw written as two digits.
pub fn split_throw(throw: u8) -> Option<(u8, u8)> {
    let (a, b) = (throw / 10, throw % 10);
    ((1..=6).contains(&a) && (1..=6).contains(&b)).then_some((a, b))
}
