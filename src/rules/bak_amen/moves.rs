//! How Bak-Amen moves: the throw of the two dice taken, the plays it allows (found by a search over
//! the dice in either order), a play checked and made, and the end of the game.

use super::action::{BakAction, Step};
use super::board::*;
use super::event::{BakEvent, WinKind};
use super::position::*;
use crate::rules::common::race::OutOfTurn;

impl BakAmen {
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
            BakPhase::Over => return Err(OutOfTurn::Over.into()),
            BakPhase::Move { .. } => return Err(OutOfTurn::MoveDue.into()),
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
    pub(super) fn dice(&self) -> Option<([u8; 4], usize)> {
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
    pub(super) fn plays(&self) -> Vec<Found> {
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

    /// The dice still to use after `steps` of the play being entered: a step uses the die of its
    /// length, a bearing off the smallest die that reaches. Empty outside a move.
    pub fn dice_left(&self, steps: &[Step]) -> Vec<u8> {
        let Some((dice, n)) = self.dice() else {
            return Vec::new();
        };
        let mut left = dice[..n].to_vec();
        for s in steps {
            let length = s.from.saturating_sub(s.to);
            let reaches = |d: u8| d == length || (s.to == OFF && d > length);
            let used = (0..left.len())
                .filter(|&i| reaches(left[i]))
                .min_by_key(|&i| left[i]);
            if let Some(i) = used {
                left.remove(i);
            }
        }
        left
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
    pub(super) fn search(&self, dice: &[u8], depth: usize, first_die: u8, s: &mut Search) {
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

    /// Plays an action. A play is accepted in any order of its steps that is legal step by step and
    /// ends where one of the legal plays ends.
    pub fn play(
        &mut self,
        action: BakAction,
        events: &mut Vec<BakEvent>,
    ) -> Result<(), BakIllegal> {
        let Some((dice, n)) = self.dice() else {
            return Err(match self.phase {
                BakPhase::Over => OutOfTurn::Over.into(),
                _ => OutOfTurn::ThrowDue.into(),
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

    pub(super) fn check_over(&mut self) {
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
