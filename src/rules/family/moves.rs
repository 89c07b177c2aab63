//! How family Mehen moves: a roll taken, the actions it allows (an Egyptian entering or going on,
//! the serpent up or down), an action played and the turn passed on.

use super::action::{FamilyAction, FamilyRefusal};
use super::event::FamilyEvent;
use super::options::*;
use super::position::*;
use crate::rules::common::race::{OutOfTurn, RaceGame};

impl Family {
    pub fn roll(&mut self, die: u8) -> Result<(), FamilyIllegal> {
        match self.phase {
            FamilyPhase::Over => return Err(OutOfTurn::Over.into()),
            FamilyPhase::Move { .. } => return Err(OutOfTurn::MoveDue.into()),
            FamilyPhase::Roll => {}
        }
        if !(1..=6).contains(&die) {
            return Err(FamilyIllegal::NotARoll(die));
        }
        self.phase = FamilyPhase::Move { die };
        Ok(())
    }

    /// Where an Egyptian on `from` ends with `die` (propelled past its own), if it may move.
    fn egyptian_target(&self, seat: u8, from: u8, die: u8) -> Option<u8> {
        self.egyptian_check(seat, from, die).ok()
    }

    /// Where an Egyptian on `from` ends with `die` (propelled past its own), or why it may not move.
    fn egyptian_check(&self, seat: u8, from: u8, die: u8) -> Result<u8, FamilyRefusal> {
        let head = self.head();
        let mut t = from.saturating_add(die);
        loop {
            if t > head {
                return Err(FamilyRefusal::PastHead);
            }
            if t == head {
                return Ok(t);
            }
            match self.occupant(t) {
                Some((_, true)) => return Err(FamilyRefusal::Serpent(t)),
                Some((s, false)) if s == seat => t = t.saturating_add(die),
                _ => return Ok(t),
            }
        }
    }

    /// Where the seat to move's Egyptian on `square` goes with the die in hand, or why it cannot move.
    /// `None` while no move is due.
    pub fn egyptian_move(&self, square: u8) -> Option<Result<u8, FamilyRefusal>> {
        let FamilyPhase::Move { die } = self.phase else {
            return None;
        };
        let seat = self.to_move;
        if !self.egyptians(seat).any(|s| s == square) {
            return Some(Err(FamilyRefusal::NotYours));
        }
        Some(self.egyptian_check(seat, square, die))
    }

    /// Where an action of the seat to move takes its piece: the square it leaves (none when an
    /// Egyptian enters from the reserve) and the square it reaches. Nothing for rolling again or
    /// passing, or for an action that cannot be played.
    pub fn path_of(&self, action: FamilyAction) -> Option<(Option<u8>, u8)> {
        let FamilyPhase::Move { die } = self.phase else {
            return None;
        };
        let seat = self.to_move;
        match action {
            FamilyAction::Enter => self.is_legal(action).then_some((None, TAIL)),
            FamilyAction::Egyptian(from) => Some((Some(from), self.egyptian_move(from)?.ok()?)),
            FamilyAction::SerpentUp | FamilyAction::SerpentDown => {
                let from = self.serpents[seat as usize]?;
                let up = action == FamilyAction::SerpentUp;
                Some((Some(from), self.serpent_target(seat, from, die, up)?))
            }
            FamilyAction::Reroll | FamilyAction::Pass => None,
        }
    }

    /// Where a serpent on `from` ends going `up` (towards the head) or down (rebounding off its own
    /// Egyptians), if it may move: never onto the head or the tail.
    fn serpent_target(&self, seat: u8, from: u8, die: u8, up: bool) -> Option<u8> {
        let head = self.head();
        let mut t = from;
        loop {
            t = if up {
                t.checked_add(die)?
            } else {
                t.checked_sub(die)?
            };
            if t == TAIL || t >= head {
                return None;
            }
            match self.occupant(t) {
                Some((s, false)) if s == seat => continue,
                _ => return Some(t),
            }
        }
    }

    pub fn legal_actions(&self, out: &mut Vec<FamilyAction>) {
        out.clear();
        let FamilyPhase::Move { die } = self.phase else {
            return;
        };
        let seat = self.to_move;
        let row = &self.egyptians[seat as usize];
        if die == 1 && row.contains(&RESERVE) && !row.contains(&TAIL) {
            out.push(FamilyAction::Enter);
        }
        let mut squares: Vec<u8> = self.egyptians(seat).collect();
        squares.sort_unstable();
        squares.dedup();
        for s in squares {
            if self.egyptian_target(seat, s, die).is_some() {
                out.push(FamilyAction::Egyptian(s));
            }
        }
        if let Some(q) = self.serpents[seat as usize] {
            if self.serpent_target(seat, q, die, true).is_some() {
                out.push(FamilyAction::SerpentUp);
            }
            if self.serpent_target(seat, q, die, false).is_some() {
                out.push(FamilyAction::SerpentDown);
            }
        }
        if die == 6 {
            out.push(FamilyAction::Reroll);
        } else if out.is_empty() {
            out.push(FamilyAction::Pass);
        }
    }

    pub fn play(
        &mut self,
        action: FamilyAction,
        events: &mut Vec<FamilyEvent>,
    ) -> Result<(), FamilyIllegal> {
        let die = match self.phase {
            FamilyPhase::Over => return Err(OutOfTurn::Over.into()),
            FamilyPhase::Roll => return Err(OutOfTurn::ThrowDue.into()),
            FamilyPhase::Move { die } => die,
        };
        if !self.is_legal(action) {
            return Err(FamilyIllegal::NotLegal(action));
        }
        let seat = self.to_move;
        match action {
            FamilyAction::Enter => {
                let row = &mut self.egyptians[seat as usize];
                let i = row.iter().position(|&s| s == RESERVE).expect("legal");
                row[i] = TAIL;
                self.previous[seat as usize][i] = TAIL;
                events.push(FamilyEvent::Entered);
            }
            FamilyAction::Egyptian(from) => self.move_egyptian(seat, from, die, events),
            FamilyAction::SerpentUp | FamilyAction::SerpentDown => {
                let from = self.serpents[seat as usize].expect("legal");
                let up = action == FamilyAction::SerpentUp;
                self.move_serpent(seat, from, die, up, events);
            }
            FamilyAction::Reroll => events.push(FamilyEvent::Rerolled),
            FamilyAction::Pass => events.push(FamilyEvent::Passed),
        }
        self.turns += 1;
        if self.in_afterlife(seat) >= TO_WIN {
            self.winner = Some(seat);
            self.phase = FamilyPhase::Over;
            return Ok(());
        }
        // A 6 rolls again; otherwise the next player.
        if die != 6 {
            self.to_move = (seat + 1) % self.players();
        }
        self.phase = FamilyPhase::Roll;
        Ok(())
    }

    fn move_egyptian(&mut self, seat: u8, from: u8, die: u8, events: &mut Vec<FamilyEvent>) {
        let to = self.egyptian_target(seat, from, die).expect("legal");
        let i = self.egyptians[seat as usize]
            .iter()
            .position(|&s| s == from)
            .expect("legal");
        let mut at = from + die;
        while at < to {
            events.push(FamilyEvent::Propelled { at });
            at += die;
        }
        events.push(FamilyEvent::Moved { from, to });
        if to == self.head() {
            self.egyptians[seat as usize][i] = AFTERLIFE;
            events.push(FamilyEvent::Afterlife);
            // The serpent comes down by the last move, rebounding off the Egyptians the mover was
            // propelled over; it stops on the square the mover left at the latest, unless the mover
            // came from the tail, where no serpent goes.
            if self.serpents[seat as usize].is_none() {
                if self.serpent_target(seat, to, die, false).is_some() {
                    events.push(FamilyEvent::SerpentPlaced { to: to - die });
                    self.move_serpent(seat, to, die, false, events);
                } else {
                    events.push(FamilyEvent::SerpentWaits);
                }
            }
            return;
        }
        if let Some((other, false)) = self.occupant(to) {
            // Back to where that Egyptian stood before its last move, or the nearest free square
            // behind it.
            let j = self.egyptians[other as usize]
                .iter()
                .position(|&s| s == to)
                .expect("occupant");
            let mut back = self.previous[other as usize][j].min(to - 1);
            while back != TAIL && self.occupant(back).is_some() && back != from {
                back -= 1;
            }
            self.egyptians[other as usize][j] = back;
            self.previous[other as usize][j] = back;
            events.push(FamilyEvent::SentBack {
                seat: other,
                to: back,
            });
        }
        self.egyptians[seat as usize][i] = to;
        self.previous[seat as usize][i] = from;
    }

    fn move_serpent(
        &mut self,
        seat: u8,
        from: u8,
        die: u8,
        up: bool,
        events: &mut Vec<FamilyEvent>,
    ) {
        let to = self.serpent_target(seat, from, die, up).expect("checked");
        let step = |s: u8| if up { s + die } else { s - die };
        let mut at = step(from);
        while at != to {
            events.push(FamilyEvent::Rebounded { at });
            at = step(at);
        }
        if from != self.head() {
            events.push(FamilyEvent::SerpentMoved { from, to });
        }
        match self.occupant(to) {
            Some((other, false)) => {
                let row = &mut self.egyptians[other as usize];
                let j = row.iter().position(|&s| s == to).expect("occupant");
                row[j] = TAIL;
                self.previous[other as usize][j] = TAIL;
                events.push(FamilyEvent::SentBack {
                    seat: other,
                    to: TAIL,
                });
            }
            Some((other, true)) => {
                self.serpents[other as usize] = None;
                events.push(FamilyEvent::SerpentRemoved { seat: other });
            }
            None => {}
        }
        self.serpents[seat as usize] = Some(to);
    }
}
