//! Bak-Amen, as retold in `docs/rules/bak-amen.md`: backgammon for two on the Senet board.
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
use super::event::{BakEvent, WinKind};
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
struct Found {
    action: BakAction,
    pawns: [[u8; 22]; 2],
    /// The die of its first step (for the larger-die rule).
    first_die: u8,
    /// [`digest`] of `pawns`, once the search is over.
    digest: u64,
}

struct Search {
    found: Vec<Found>,
    best: usize,
    steps: [Step; 4],
    /// Only steps from no higher a point than the step before (for a double's results).
    descending: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BakAmen {
    /// Pawns per seat on each of its own points: index 0 borne off, 1-20 the track, 21 the Nile.
    pawns: [[u8; 22]; 2],
    to_move: u8,
    phase: BakPhase,
    turns: u32,
    /// The opening throw has not yet settled who starts.
    opening: bool,
    winner: Option<(u8, WinKind)>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BakIllegal {
    #[error("the game is over")]
    Over,
    #[error("a throw is due, not a move")]
    ThrowDue,
    #[error("a move is due, not a throw")]
    MoveDue,
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
    fn opposing(&self, seat: u8, p: u8) -> u8 {
        self.pawns[1 - seat as usize][(NILE - p) as usize]
    }

    fn all_home(&self, seat: u8) -> bool {
        self.pawns[seat as usize][HOME as usize + 1..]
            .iter()
            .all(|&n| n == 0)
    }

    /// The target of moving a pawn of `seat` from `from` by `die`, if that step is legal now.
    fn step_target(&self, seat: u8, from: u8, die: u8) -> Option<u8> {
        let side = &self.pawns[seat as usize];
        if side[from as usize] == 0 || (side[NILE as usize] > 0 && from != NILE) {
            return None;
        }
        if die < from {
            let to = from - die;
            return (self.opposing(seat, to) < 2).then_some(to);
        }
        // Bearing off: every pawn home; exactly, or with a higher die from the highest point.
        if !self.all_home(seat) {
            return None;
        }
        if die == from
            || side[from as usize + 1..=HOME as usize]
                .iter()
                .all(|&n| n == 0)
        {
            Some(OFF)
        } else {
            None
        }
    }

    /// Moves one pawn, arresting a lone opposing pawn where it lands: answers the point (on the other
    /// seat's side) of the pawn arrested.
    fn apply_step(&mut self, seat: u8, step: Step) -> Option<u8> {
        let me = seat as usize;
        self.pawns[me][step.from as usize] -= 1;
        self.pawns[me][step.to as usize] += 1;
        if step.to == OFF {
            return None;
        }
        let theirs = (NILE - step.to) as usize;
        (self.pawns[1 - me][theirs] == 1).then(|| {
            self.pawns[1 - me][theirs] = 0;
            self.pawns[1 - me][NILE as usize] += 1;
            theirs as u8
        })
    }

    pub fn throw(&mut self, throw: u8) -> Result<(), BakIllegal> {
        let (a, b) = split_throw(throw).ok_or(BakIllegal::NotAThrow(throw))?;
        match self.phase {
            BakPhase::Over => return Err(BakIllegal::Over),
            BakPhase::Move { .. } => return Err(BakIllegal::MoveDue),
            BakPhase::Opening => {
                if a != b {
                    self.to_move = if a > b { 0 } else { 1 };
                }
            }
            BakPhase::Throw => {}
        }
        self.phase = BakPhase::Move { dice: (a, b) };
        Ok(())
    }

    /// The dice of the move due, in the order they may be used (four of a double).
    fn dice(&self) -> Option<([u8; 4], usize)> {
        match self.phase {
            BakPhase::Move { dice: (a, b) } if a == b => Some(([a; 4], 4)),
            BakPhase::Move { dice: (a, b) } => Some(([a, b, 0, 0], 2)),
            _ => None,
        }
    }

    /// The legal actions: whole plays using as many dice as can be used (the larger die when only one
    /// can), one per distinct result; `Pass` when no die can be used; `Rethrow` after an opening double.
    pub fn legal_actions(&self, out: &mut Vec<BakAction>) {
        out.clear();
        match self.phase {
            BakPhase::Move { dice: (a, b) } if self.opening && a == b => {
                out.push(BakAction::Rethrow);
            }
            BakPhase::Move { .. } => {
                let plays = self.plays();
                if plays.is_empty() {
                    out.push(BakAction::Pass);
                }
                out.extend(plays.iter().map(|p| p.action));
            }
            _ => {}
        }
    }

    /// Every legal play with the position it leaves (empty when no die can be used).
    fn plays(&self) -> Vec<Found> {
        let mut plays = self.orderings(false);
        // One play per result: sorted by a digest of the result first (comparing whole positions was
        // most of a random game's time), then listed by their steps, highest points first.
        for p in &mut plays {
            p.digest = digest(&p.pawns);
        }
        plays.sort_unstable_by_key(|p| (p.digest, p.pawns));
        plays.dedup_by(|a, b| a.pawns == b.pawns);
        plays.sort_unstable_by(|a, b| b.action.steps().cmp(a.action.steps()));
        plays
    }

    /// Every legal play in every order of its steps (for a person entering a play step by step: any
    /// prefix of one of these can be continued to a legal play).
    pub fn orderings_of_plays(&self) -> Vec<BakAction> {
        self.orderings(true).into_iter().map(|f| f.action).collect()
    }

    /// The position after some steps of the move in progress, for showing a play being entered; the
    /// turn is not over and nothing is checked (the steps come from [`BakAmen::orderings_of_plays`]).
    pub fn with_steps(&self, steps: &[Step]) -> BakAmen {
        let mut g = self.clone();
        for &s in steps {
            if g.pawns[g.to_move as usize][s.from as usize] > 0 {
                g.apply_step(g.to_move, s);
            }
        }
        g
    }

    /// The plays found: with `every_order`, each in every legal order of its steps; without, the
    /// steps of a double only from the highest point down (every result can be reached that way: a
    /// step never needs one from a lower point before it), which saves most of the search.
    fn orderings(&self, every_order: bool) -> Vec<Found> {
        let Some((dice, n)) = self.dice() else {
            return Vec::new();
        };
        let mut search = Search {
            found: Vec::new(),
            best: 0,
            steps: [Step::default(); 4],
            descending: !every_order && n == 4,
        };
        if n == 4 {
            self.search(&dice, 0, 0, &mut search);
        } else {
            self.search(&[dice[0], dice[1]], 0, 0, &mut search);
            self.search(&[dice[1], dice[0]], 0, 0, &mut search);
        }
        let mut plays = search.found;
        // Only one die of two different can be used: the larger, if it can be.
        if search.best == 1 && n == 2 {
            let larger = dice[0].max(dice[1]);
            if plays.iter().any(|p| p.first_die == larger) {
                plays.retain(|p| p.first_die == larger);
            }
        }
        plays
    }

    /// Depth-first over the dice in order: every sequence of legal steps as long as the longest found.
    fn search(&self, dice: &[u8], depth: usize, first_die: u8, s: &mut Search) {
        let Some((&die, rest)) = dice.split_first() else {
            return;
        };
        let seat = self.to_move;
        let highest = if s.descending && depth > 0 {
            s.steps[depth - 1].from
        } else {
            NILE
        };
        for from in (1..=highest).rev() {
            let Some(to) = self.step_target(seat, from, die) else {
                continue;
            };
            let mut next = self.clone();
            next.apply_step(seat, Step { from, to });
            s.steps[depth] = Step { from, to };
            let len = depth + 1;
            let first_die = if depth == 0 { die } else { first_die };
            if len > s.best {
                s.best = len;
                s.found.clear();
            }
            if len == s.best {
                s.found.push(Found {
                    action: BakAction::play(&s.steps[..len]),
                    pawns: next.pawns,
                    first_die,
                    digest: 0,
                });
            }
            next.search(rest, len, first_die, s);
        }
    }

    pub fn is_legal(&self, action: BakAction) -> bool {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        legal.contains(&action)
    }

    /// Plays an action. A play is accepted in any order of its steps that is legal step by step and
    /// ends where one of the legal plays ends.
    pub fn play(
        &mut self,
        action: BakAction,
        events: &mut Vec<BakEvent>,
    ) -> Result<(), BakIllegal> {
        let Some((dice, n)) = self.dice() else {
            return Err(match self.phase {
                BakPhase::Over => BakIllegal::Over,
                _ => BakIllegal::ThrowDue,
            });
        };
        let seat = self.to_move;
        match action {
            BakAction::Rethrow | BakAction::Pass => {
                let mut legal = Vec::new();
                self.legal_actions(&mut legal);
                if !legal.contains(&action) {
                    return Err(BakIllegal::NotLegal(action));
                }
                if action == BakAction::Rethrow {
                    events.push(BakEvent::Rethrow);
                    self.phase = BakPhase::Opening;
                    self.turns += 1;
                    return Ok(());
                }
                events.push(BakEvent::Passed { seat });
            }
            BakAction::Play { .. } => {
                if self.opening && dice[0] == dice[1] {
                    return Err(BakIllegal::NotLegal(action));
                }
                let mut after = self.clone();
                let mut left: Vec<u8> = dice[..n].to_vec();
                let mut step_events = Vec::new();
                for &step in action.steps() {
                    // The smallest die that makes the step (a higher one only bears off).
                    let die = left
                        .iter()
                        .copied()
                        .filter(|&d| after.step_target(seat, step.from, d) == Some(step.to))
                        .min()
                        .ok_or_else(|| {
                            BakIllegal::BadStep(format!("{step} is not a legal step now"))
                        })?;
                    let i = left.iter().position(|&d| d == die).expect("die was found");
                    left.remove(i);
                    step_events.push(BakEvent::Moved {
                        seat,
                        from: step.from,
                        to: step.to,
                    });
                    if let Some(at) = after.apply_step(seat, step) {
                        step_events.push(BakEvent::Arrested { seat: 1 - seat, at });
                    }
                }
                if !self.plays().iter().any(|p| p.pawns == after.pawns) {
                    return Err(BakIllegal::NotLegal(action));
                }
                self.pawns = after.pawns;
                events.extend(step_events);
            }
        }
        self.turns += 1;
        self.opening = false;
        self.to_move = 1 - seat;
        self.phase = BakPhase::Throw;
        self.check_over();
        Ok(())
    }

    fn check_over(&mut self) {
        for seat in 0..2u8 {
            if self.borne_off(seat) == PAWNS {
                let loser = 1 - seat;
                let kind = if self.borne_off(loser) > 0 {
                    WinKind::Single
                } else if self.on_nile(loser) > 0
                    || (POINTS - HOME + 1..=POINTS).any(|p| self.count(loser, p) > 0)
                {
                    WinKind::Backgammon
                } else {
                    WinKind::Gammon
                };
                self.winner = Some((seat, kind));
                self.phase = BakPhase::Over;
            }
        }
    }
}

/// A cheap digest of a position (FNV-1a over its counts), for sorting plays by their result.
fn digest(pawns: &[[u8; 22]; 2]) -> u64 {
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
