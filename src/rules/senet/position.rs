//! Where a Senet game stands. Senet by Timothy Kendall's rules, as retold in `docs/rules/senet-kendall.md`, with the recommended
//! options (two in a row are safe, three in a row block, bearing off only from the last row) and the
//! seven-pawn option.
//!
//! Like the Mehen engine it is "a game without its dice": it is handed each throw. Kendall throws four
//! coins; this game uses the same four two-sided sticks as Mehen ([`Throw`], flat sides as heads): one
//! to four flat sides move that many squares, none moves five.

use super::options::SenetOptions;
use crate::rules::common::setup_error::{OptionsError, PositionError};
use crate::rules::common::throw::Throw;

/// The squares, 1 to 30 along the Z-shaped path; 31 stands for "borne off".
pub const SQUARES: u8 = 30;

pub const REBIRTH: u8 = 15;

pub const BEAUTY: u8 = 26;

pub const DEATH: u8 = 27;

pub const OFF: u8 = 31;

/// The last row, where the last-row option lets pawns bear off only when all are there.
pub const LAST_ROW: u8 = 21;

/// The houses rule set's safe houses: no pawn on them can be attacked.
pub const SAFE_HOUSES: [u8; 4] = [15, 26, 28, 29];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// Moves first: its opening move (square 10 to the House of Rebirth) is made at the start.
    White,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SenetPhase {
    /// The side to move throws, or (with a pawn in the House of Death) takes it to Rebirth, or takes
    /// the number its opponent could not use.
    Throw {
        offered: Option<u8>,
    },
    /// A move of this many squares is due.
    Move {
        value: u8,
    },
    Over {
        winner: Side,
    },
}

/// The value of a throw of the four sticks (flat sides as heads): 1-4, or 5 for none.
pub fn value_of(throw: Throw) -> u8 {
    match throw.flats() {
        0 => 5,
        n => n,
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Senet {
    pub(super) options: SenetOptions,
    /// Per side, bit `s` set when it has a pawn on square `s` (1-30): move generation is bit tests.
    pub(super) occ: [u32; 2],
    pub(super) off: [u8; 2],
    pub(super) to_move: Side,
    pub(super) phase: SenetPhase,
    pub(super) turns: u32,
    /// After a 3-square move: its side, and the squares of 18-20 still holding its pawns.
    pub(super) hold: Option<(Side, u32)>,
}

/// The squares a 3-square move fills.
pub(super) const TRIPLE_SQUARES: u32 = 1 << 18 | 1 << 19 | 1 << 20;

impl Senet {
    /// The start: the top row alternates black (odd squares) and white (even squares), with seven pawns
    /// also 11-14; White has moved its pawn from 10 to the House of Rebirth, and Black throws first.
    pub fn new(options: SenetOptions) -> Result<Senet, OptionsError> {
        if options.pawns != 5 && options.pawns != 7 {
            return Err(OptionsError::SenetPawns(options.pawns));
        }
        let mut occ = [0u32; 2];
        let last = if options.pawns == 7 { 14 } else { 10 };
        for s in 1..=last {
            let side = if s % 2 == 1 { Side::Black } else { Side::White };
            occ[side.index()] |= 1 << s;
        }
        if !options.houses {
            occ[Side::White.index()] &= !(1 << 10);
            occ[Side::White.index()] |= 1 << REBIRTH;
        }
        Ok(Senet {
            options,
            occ,
            off: [0; 2],
            to_move: Side::Black,
            phase: SenetPhase::Throw { offered: None },
            turns: 0,
            hold: None,
        })
    }

    /// A game set up at a position, checked (lessons and puzzles): the squares of each side's pawns
    /// (1-30; the pawns not placed are borne off), and the side to throw.
    pub fn with_position(
        options: SenetOptions,
        white: &[u8],
        black: &[u8],
        to_move: Side,
    ) -> Result<Senet, PositionError> {
        let mut g = Senet::new(options)?;
        g.occ = [0; 2];
        for (side, squares) in [(Side::White, white), (Side::Black, black)] {
            if squares.len() > usize::from(options.pawns) {
                return Err(PositionError::PieceCount {
                    seat: format!("{side:?}"),
                    count: squares.len() as u8,
                    expected: options.pawns,
                });
            }
            for &s in squares {
                if !(1..=30).contains(&s) {
                    return Err(PositionError::Misplaced {
                        seat: format!("{side:?}"),
                        what: format!("square {s} is not on the board (1-30)"),
                    });
                }
                if g.at(s).is_some() {
                    return Err(PositionError::Shared(s));
                }
                g.occ[side.index()] |= 1 << s;
            }
            g.off[side.index()] = options.pawns - squares.len() as u8;
        }
        if g.off.contains(&options.pawns) {
            return Err(PositionError::NoPawnOnBoard);
        }
        g.to_move = to_move;
        Ok(g)
    }

    pub fn options(&self) -> SenetOptions {
        self.options
    }

    pub fn phase(&self) -> SenetPhase {
        self.phase
    }

    pub fn to_move(&self) -> Option<Side> {
        (!self.is_over()).then_some(self.to_move)
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, SenetPhase::Over { .. })
    }

    pub fn winner(&self) -> Option<Side> {
        match self.phase {
            SenetPhase::Over { winner } => Some(winner),
            _ => None,
        }
    }

    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Who stands on a square (1-30).
    pub fn at(&self, square: u8) -> Option<Side> {
        if self.is(square, Side::White) {
            Some(Side::White)
        } else if self.is(square, Side::Black) {
            Some(Side::Black)
        } else {
            None
        }
    }

    pub fn borne_off(&self, side: Side) -> u8 {
        self.off[side.index()]
    }

    /// The squares of a side's pawns, lowest first.
    pub fn pawns(&self, side: Side) -> impl Iterator<Item = u8> + use<> {
        let mut bits = self.occ[side.index()];
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let s = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                s
            })
        })
    }

    pub(super) fn is(&self, square: u8, side: Side) -> bool {
        square <= SQUARES && self.occ[side.index()] >> square & 1 == 1
    }

    pub(super) fn is_empty(&self, square: u8) -> bool {
        (self.occ[0] | self.occ[1]) >> square & 1 == 0
    }

    pub(super) fn put(&mut self, square: u8, side: Side) {
        self.occ[side.index()] |= 1 << square;
    }

    pub(super) fn lift(&mut self, square: u8) {
        self.occ[0] &= !(1 << square);
        self.occ[1] &= !(1 << square);
        // A pawn of a 3-square move leaving 18-20 weakens its hold; the last one ends it.
        if let Some((side, squares)) = self.hold {
            let left = squares & !(1 << square);
            self.hold = (left != 0).then_some((side, left));
        }
    }

    /// Every pawn is on the board, off it, or nowhere twice: the pawn count is conserved.
    pub fn check_conservation(&self) -> Result<(), PositionError> {
        for side in [Side::White, Side::Black] {
            let n = self.pawns(side).count() as u8 + self.off[side.index()];
            if n != self.options.pawns {
                return Err(PositionError::PieceCount {
                    seat: format!("{side:?}"),
                    count: n,
                    expected: self.options.pawns,
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
