//! Where a family Mehen game stands. Family Mehen, as retold in `docs/rules/family-mehen.md`: each player races four Egyptians
//! from the snake's tail to its head with one die, and once an Egyptian reaches the afterlife the player
//! gets a guardian serpent that runs both ways, sending other Egyptians back to the tail. Three
//! Egyptians in the afterlife win.
//!
//! Like the other engines it is "a game without its dice": it is handed each roll.

use super::action::FamilyAction;
use super::options::*;
use crate::rules::common::setup_error::{OptionsError, PositionError};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FamilyPhase {
    Roll,
    Move { die: u8 },
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Family {
    pub(super) options: FamilyOptions,
    pub(super) egyptians: [[u8; EGYPTIANS]; MAX_PLAYERS as usize],
    /// Where each Egyptian stood before its last move (where an opponent's landing sends it back).
    pub(super) previous: [[u8; EGYPTIANS]; MAX_PLAYERS as usize],
    pub(super) serpents: [Option<u8>; MAX_PLAYERS as usize],
    pub(super) to_move: u8,
    pub(super) phase: FamilyPhase,
    pub(super) turns: u32,
    pub(super) winner: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FamilyIllegal {
    #[error(transparent)]
    OutOfTurn(#[from] crate::rules::common::race::OutOfTurn),
    #[error("{0} is not a roll of a die")]
    NotARoll(u8),
    #[error("{0} is not a legal action now")]
    NotLegal(FamilyAction),
}

impl Family {
    pub fn new(options: FamilyOptions) -> Result<Family, OptionsError> {
        options.check()?;
        let mut start = [RESERVE; EGYPTIANS];
        start[0] = TAIL;
        Ok(Family {
            options,
            egyptians: [start; MAX_PLAYERS as usize],
            previous: [[TAIL; EGYPTIANS]; MAX_PLAYERS as usize],
            serpents: [None; MAX_PLAYERS as usize],
            to_move: 0,
            phase: FamilyPhase::Roll,
            turns: 0,
            winner: None,
        })
    }

    /// A game set up at a position, checked: each seat's Egyptians on the board (squares 0 to head-1),
    /// how many are in the afterlife (the rest wait in reserve) and its serpent; one piece to a square
    /// except on the tail.
    pub fn with_position(
        options: FamilyOptions,
        seats: &[(&[u8], u8, Option<u8>)],
        to_move: u8,
    ) -> Result<Family, PositionError> {
        let mut g = Family::new(options)?;
        if seats.len() != usize::from(options.players) {
            return Err(PositionError::SeatCount(options.players));
        }
        let mut taken = std::collections::HashSet::new();
        for (seat, &(on_board, afterlife, serpent)) in seats.iter().enumerate() {
            if on_board.len() + usize::from(afterlife) > EGYPTIANS {
                return Err(PositionError::PieceCount {
                    seat: format!("seat {seat}"),
                    count: (on_board.len() + usize::from(afterlife)) as u8,
                    expected: EGYPTIANS as u8,
                });
            }
            let mut row = [RESERVE; EGYPTIANS];
            for (i, &s) in on_board.iter().enumerate() {
                if s >= options.head {
                    return Err(PositionError::Misplaced {
                        seat: format!("seat {seat}"),
                        what: format!("square {s} is not on the body"),
                    });
                }
                if s != TAIL && !taken.insert(s) {
                    return Err(PositionError::Shared(s));
                }
                row[i] = s;
            }
            for slot in row
                .iter_mut()
                .skip(on_board.len())
                .take(usize::from(afterlife))
            {
                *slot = AFTERLIFE;
            }
            if let Some(q) = serpent
                && (q == TAIL || q >= options.head || !taken.insert(q))
            {
                return Err(PositionError::Misplaced {
                    seat: format!("seat {seat}"),
                    what: format!("the serpent cannot stand on {q}"),
                });
            }
            g.egyptians[seat] = row;
            g.previous[seat] = row.map(|s| if s < options.head { s } else { TAIL });
            g.serpents[seat] = serpent;
        }
        if to_move >= options.players {
            return Err(PositionError::CannotMove(to_move.to_string()));
        }
        g.to_move = to_move;
        Ok(g)
    }

    pub fn options(&self) -> FamilyOptions {
        self.options
    }

    pub fn players(&self) -> u8 {
        self.options.players
    }

    pub fn head(&self) -> u8 {
        self.options.head
    }

    pub fn phase(&self) -> FamilyPhase {
        self.phase
    }

    pub fn to_move(&self) -> Option<u8> {
        (self.phase != FamilyPhase::Over).then_some(self.to_move)
    }

    pub fn turns(&self) -> u32 {
        self.turns
    }

    pub fn winner(&self) -> Option<u8> {
        self.winner
    }

    /// A seat's Egyptians on the board (the tail included), in no particular order.
    pub fn egyptians(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        let head = self.head();
        self.egyptians[seat as usize]
            .iter()
            .copied()
            .filter(move |&s| s < head)
    }

    pub fn in_reserve(&self, seat: u8) -> u8 {
        self.egyptians[seat as usize]
            .iter()
            .filter(|&&s| s == RESERVE)
            .count() as u8
    }

    pub fn in_afterlife(&self, seat: u8) -> u8 {
        self.egyptians[seat as usize]
            .iter()
            .filter(|&&s| s == AFTERLIFE)
            .count() as u8
    }

    pub fn serpent(&self, seat: u8) -> Option<u8> {
        self.serpents[seat as usize]
    }

    /// Who stands on a body square: (seat, is a serpent).
    pub fn occupant(&self, square: u8) -> Option<(u8, bool)> {
        if square == TAIL || square >= self.head() {
            return None;
        }
        for seat in 0..self.players() {
            if self.serpents[seat as usize] == Some(square) {
                return Some((seat, true));
            }
            if self.egyptians[seat as usize].contains(&square) {
                return Some((seat, false));
            }
        }
        None
    }

    /// How far along a seat is: each Egyptian's square (the afterlife counts as the head).
    pub fn progress(&self, seat: u8) -> u32 {
        self.egyptians[seat as usize]
            .iter()
            .map(|&s| match s {
                RESERVE => 0,
                AFTERLIFE => u32::from(self.head()),
                s => u32::from(s),
            })
            .sum()
    }
}
