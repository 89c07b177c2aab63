//! Where a Hyena game stands. The Hyena game (Irving Finkel's 1996 rules), as retold in `docs/rules/hyena.md`.
//!
//! Each player has a mother and a hyena. The mother runs from the tail to the centre and back; when she
//! is home the hyena sets out on the same journey at double speed, and on its way back it eats the
//! mothers it lands on. Three sticks are thrown: one flat side is a "one", which enters a mother or is
//! saved; saved ones make an overshooting move land exactly in the centre, and pay the way out of it
//! (4 for a mother, 10 for a hyena).
//!
//! Like the other engines it is "a game without its dice": it is handed each throw (flat sides up).

use super::options::*;
use crate::rules::common::setup_error::{OptionsError, PositionError};

/// Where a player stands in the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Deserialize)]
pub enum Stage {
    /// The mother waits at the tail for a one.
    Waiting,
    /// The mother is on the path (square 1 to the centre), going in or coming back.
    Mother { square: u8, back: bool },
    /// The mother is home; the hyena is at the tail (square 0) or on the path.
    Hyena { square: u8, back: bool },
    /// The hyena is home: this player's part is over.
    Home,
    /// The mother was eaten: this player is out.
    Eaten,
}

impl Stage {
    pub(super) fn runner(self) -> Option<Runner> {
        match self {
            Stage::Mother { square, back } => Some(Runner {
                hyena: false,
                square,
                back,
            }),
            Stage::Hyena { square, back } => Some(Runner {
                hyena: true,
                square,
                back,
            }),
            _ => None,
        }
    }

    pub(super) fn from_runner(r: Runner) -> Stage {
        if r.hyena {
            Stage::Hyena {
                square: r.square,
                back: r.back,
            }
        } else {
            Stage::Mother {
                square: r.square,
                back: r.back,
            }
        }
    }

    /// Still taking turns?
    pub fn plays(self) -> bool {
        !matches!(self, Stage::Home | Stage::Eaten)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Runner {
    pub(super) hyena: bool,
    pub(super) square: u8,
    pub(super) back: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HyenaPhase {
    Throw,
    /// Thrown this many flat sides; an action is due.
    Move {
        flats: u8,
    },
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hyena {
    pub(super) options: HyenaOptions,
    pub(super) stages: [Stage; MAX_PLAYERS as usize],
    pub(super) ones: [u8; MAX_PLAYERS as usize],
    pub(super) eaten: [u8; MAX_PLAYERS as usize],
    /// Seats in the order their hyenas came home.
    pub(super) home_order: Vec<u8>,
    pub(super) to_move: u8,
    pub(super) phase: HyenaPhase,
    pub(super) turns: u32,
    pub(super) winner: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HyenaIllegal {
    #[error(transparent)]
    OutOfTurn(#[from] crate::rules::common::race::OutOfTurn),
    #[error("{0} flat sides is not a throw of three sticks")]
    NotAThrow(u8),
    #[error("{0} is not a legal action now")]
    NotLegal(char),
}

impl Hyena {
    pub fn new(options: HyenaOptions) -> Result<Hyena, OptionsError> {
        options.check()?;
        Ok(Hyena {
            options,
            stages: [Stage::Waiting; MAX_PLAYERS as usize],
            ones: [0; MAX_PLAYERS as usize],
            eaten: [0; MAX_PLAYERS as usize],
            home_order: Vec::new(),
            to_move: 0,
            phase: HyenaPhase::Throw,
            turns: 0,
            winner: None,
        })
    }

    /// A game set up at a given position, checked: one stage and a count of saved ones per seat, the
    /// seat to move (which must still play), no two pieces on one square of the path. Hyenas already
    /// home count as having come home in seat order.
    pub fn with_position(
        options: HyenaOptions,
        stages: &[Stage],
        ones: &[u8],
        to_move: u8,
    ) -> Result<Hyena, PositionError> {
        let mut g = Hyena::new(options)?;
        let n = usize::from(options.players);
        if stages.len() != n || ones.len() != n {
            return Err(PositionError::SeatCount(options.players));
        }
        for (seat, &stage) in stages.iter().enumerate() {
            if let Some(r) = stage.runner() {
                if r.square > g.centre() || (r.square == 0 && (!r.hyena || r.back)) {
                    return Err(PositionError::Misplaced {
                        seat: format!("seat {seat}"),
                        what: format!("{stage:?} is off the path"),
                    });
                }
                let shared = stages[..seat]
                    .iter()
                    .any(|o| o.runner().is_some_and(|o| o.square == r.square));
                if shared && r.square != 0 && r.square != g.centre() {
                    return Err(PositionError::Shared(r.square));
                }
            }
            g.stages[seat] = stage;
            g.ones[seat] = ones[seat];
            if stage == Stage::Home {
                g.home_order.push(seat as u8);
            }
        }
        if !stages.get(usize::from(to_move)).is_some_and(|s| s.plays()) {
            return Err(PositionError::CannotMove(to_move.to_string()));
        }
        g.to_move = to_move;
        Ok(g)
    }

    pub fn options(&self) -> HyenaOptions {
        self.options
    }

    pub fn players(&self) -> u8 {
        self.options.players
    }

    /// The centre's square number (the last square of the path).
    pub fn centre(&self) -> u8 {
        self.options.squares
    }

    pub fn stage(&self, seat: u8) -> Stage {
        self.stages[seat as usize]
    }

    pub fn ones(&self, seat: u8) -> u8 {
        self.ones[seat as usize]
    }

    /// Mothers this seat's hyena has eaten.
    pub fn eaten_by(&self, seat: u8) -> u8 {
        self.eaten[seat as usize]
    }

    pub fn home_order(&self) -> &[u8] {
        &self.home_order
    }

    pub fn phase(&self) -> HyenaPhase {
        self.phase
    }

    pub fn to_move(&self) -> Option<u8> {
        (self.phase != HyenaPhase::Over).then_some(self.to_move)
    }

    pub fn turns(&self) -> u32 {
        self.turns
    }

    pub fn winner(&self) -> Option<u8> {
        self.winner
    }

    /// Squares a throw moves a piece: mothers 2, 4 (or 3) and 6; hyenas double. A one never moves.
    pub fn distance(&self, flats: u8, hyena: bool) -> u8 {
        let base = match flats {
            2 => 2,
            3 if self.options.three_moves_three => 3,
            3 => 4,
            0 => 6,
            _ => 0,
        };
        if hyena { base * 2 } else { base }
    }

    /// The seats best first: most mothers eaten, then the earlier hyena home; eaten mothers last.
    pub fn ranking(&self) -> Vec<u8> {
        let mut seats: Vec<u8> = (0..self.players()).collect();
        let home_rank = |s: u8| {
            self.home_order
                .iter()
                .position(|&h| h == s)
                .unwrap_or(usize::MAX)
        };
        seats.sort_by_key(|&s| (std::cmp::Reverse(self.eaten[s as usize]), home_rank(s)));
        seats
    }

    /// How far along a seat is, 0 to 4 × squares (mother in and back, hyena in and back).
    pub fn progress(&self, seat: u8) -> u32 {
        let n = u32::from(self.centre());
        let leg = |square: u8, back: bool| {
            if back {
                2 * n - u32::from(square)
            } else {
                u32::from(square)
            }
        };
        match self.stages[seat as usize] {
            Stage::Waiting | Stage::Eaten => 0,
            Stage::Mother { square, back } => leg(square, back),
            Stage::Hyena { square, back } => 2 * n + leg(square, back),
            Stage::Home => 4 * n,
        }
    }
}

/// Ones a piece pays to leave the centre.
pub fn exit_cost(hyena: bool) -> u8 {
    if hyena { HYENA_EXIT } else { MOTHER_EXIT }
}
