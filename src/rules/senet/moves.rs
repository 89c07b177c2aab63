//! How Senet moves: where a pawn may go with the number in hand (protection, blockades, the houses,
//! bearing off, the 3-square move), the actions a throw allows, an action played and the turn passed
//! on.

use super::action::SenetAction;
use super::illegal::{SenetIllegal, SenetRefusal};
use super::position::*;
use crate::rules::common::throw::Throw;

impl Senet {
    /// The 3-square moves open to the side to move with a throw of `value`.
    fn triples_open(&self, value: u8, out: &mut Vec<SenetAction>) {
        let me = self.to_move;
        if !self.options.triple || self.options.houses || value != 3 || !self.is(17, me) {
            return;
        }
        if self.occ[me.index()] & TRIPLE_SQUARES != 0 {
            return;
        }
        let others: Vec<u8> = self
            .pawns(me)
            .filter(|&s| s != 17 && s != DEATH && !(18..=20).contains(&s))
            .collect();
        for &a in &others {
            for &b in &others {
                if a != b {
                    out.push(SenetAction::Triple { to18: a, to19: b });
                }
            }
        }
    }

    /// Is the side to move held back by the other side's 3-square move from `from` to `to`?
    fn held(&self, from: u8, to: u8) -> bool {
        self.hold
            .is_some_and(|(side, _)| side != self.to_move && from < 18 && to >= 18)
    }

    /// Bit `s` set where `side` has pawns on `s`, `s + 1` and `s + 2`.
    fn triples(&self, side: Side) -> u32 {
        let m = self.occ[side.index()];
        m & (m >> 1) & (m >> 2)
    }

    /// May the side to move take its dead pawn to Rebirth instead of throwing? When 15 is empty; and
    /// when its own pawn holds 15 while a 4 could not bear the dead pawn off (the last-row option, or a
    /// blockade on 28-30), since that side would otherwise stay frozen for ever: the dead pawn is then
    /// reborn on the nearest free square behind 15.
    fn may_be_reborn(&self) -> bool {
        let me = self.to_move;
        self.is_frozen(me)
            && (self.is_empty(REBIRTH) || (self.is(REBIRTH, me) && !self.may_bear_off(DEATH)))
    }

    /// A side with its pawn in the House of Death is frozen until it is reborn or borne off.
    pub fn is_frozen(&self, side: Side) -> bool {
        self.is(DEATH, side)
    }

    /// Is the pawn on `square` safe from attack (a pair, or with the blocking option a triple)?
    fn protected(&self, square: u8, side: Side) -> bool {
        let m = self.occ[side.index()];
        if self.options.two_safe && (m >> (square - 1) & 1 == 1 || m >> (square + 1) & 1 == 1) {
            return true;
        }
        // A triple starting at square-2, square-1 or square holds it.
        self.options.three_block && (self.triples(side) << 2) >> square & 0b111 != 0
    }

    /// The first square of a row of three pawns of `side` standing strictly between `a` and `b`, if
    /// any (with the blocking option).
    fn blockade_between(&self, a: u8, b: u8, side: Side) -> Option<u8> {
        if !self.options.three_block {
            return None;
        }
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        if hi < lo + 4 {
            return None;
        }
        // Triples starting after `lo` and ending before `hi`: starts lo+1 ..= hi-3.
        let mut starts = ((1u32 << (hi - 2)) - 1) & !((1u32 << (lo + 1)) - 1);
        if self.options.houses {
            // There a blockade stands within one row: no triple starting on 9, 10, 19 or 20.
            starts &= !(1 << 9 | 1 << 10 | 1 << 19 | 1 << 20);
        }
        let found = self.triples(side) & starts;
        (found != 0).then(|| found.trailing_zeros() as u8)
    }

    fn all_on_last_row(&self, side: Side) -> bool {
        self.occ[side.index()] & ((1 << LAST_ROW) - 1) == 0
    }

    /// May a pawn of the side to move on `from` leave the board? A blockade standing between it and the
    /// end bars the way off like any other square; with the last-row option every pawn of the side must
    /// be on the last row (the dead pawn's bear-off with a 4 included).
    fn bear_off_check(&self, from: u8) -> Result<u8, SenetRefusal> {
        let me = self.to_move;
        if self.options.last_row && !self.all_on_last_row(me) {
            return Err(SenetRefusal::LastRow);
        }
        match self.blockade_between(from, OFF, me.other()) {
            Some(b) => Err(SenetRefusal::Blockade(b)),
            None => Ok(OFF),
        }
    }

    fn may_bear_off(&self, from: u8) -> bool {
        self.bear_off_check(from).is_ok()
    }

    /// Where a forward move from `from` by `value` ends, if it is legal.
    fn forward_target(&self, from: u8, value: u8) -> Option<u8> {
        self.forward_check(from, value).ok()
    }

    /// Where a forward move from `from` by `value` ends, or why it may not be made.
    fn forward_check(&self, from: u8, value: u8) -> Result<u8, SenetRefusal> {
        if self.options.houses {
            return self.houses_check(from, value);
        }
        let me = self.to_move;
        if !self.is(from, me) {
            return Err(SenetRefusal::NotYours);
        }
        if from == DEATH {
            return Err(SenetRefusal::Dead);
        }
        let to = from + value;
        if from < BEAUTY && to > BEAUTY {
            return Err(SenetRefusal::PastBeauty);
        }
        if to > OFF {
            return Err(SenetRefusal::PastEnd);
        }
        if to == OFF {
            return self.bear_off_check(from);
        }
        if self.held(from, to) {
            return Err(SenetRefusal::Held);
        }
        self.landing_check(from, to, me)
    }

    /// What stands between `from` and `to` and on `to`: a blockade to pass, a pawn of one's own, or a
    /// protected opponent.
    fn landing_check(&self, from: u8, to: u8, me: Side) -> Result<u8, SenetRefusal> {
        if let Some(b) = self.blockade_between(from, to, me.other()) {
            return Err(SenetRefusal::Blockade(b));
        }
        if self.is(to, me) {
            return Err(SenetRefusal::OwnPawn(to));
        }
        if self.is(to, me.other()) {
            if self.options.houses && SAFE_HOUSES.contains(&to) {
                return Err(SenetRefusal::SafeHouse(to));
            }
            if (self.options.houses || to != DEATH) && self.protected(to, me.other()) {
                return Err(SenetRefusal::Protected(to));
            }
        }
        Ok(to)
    }

    /// The houses rule set: every move that would pass the House of Happiness ends on it; bearing off
    /// is from 26, 28, 29 or 30 by the exact count; the safe houses cannot be attacked.
    fn houses_check(&self, from: u8, value: u8) -> Result<u8, SenetRefusal> {
        let me = self.to_move;
        if !self.is(from, me) {
            return Err(SenetRefusal::NotYours);
        }
        let mut to = from + value;
        if from < BEAUTY && to > BEAUTY {
            to = BEAUTY;
        }
        if to > OFF {
            return Err(SenetRefusal::PastEnd);
        }
        if to == OFF {
            return self.bear_off_check(from);
        }
        self.landing_check(from, to, me)
    }

    /// The House of Rebirth, or when it is taken the nearest free square behind it.
    fn rebirth_square(&self) -> u8 {
        (1..=REBIRTH)
            .rev()
            .chain(REBIRTH + 1..DEATH)
            .find(|&s| self.is_empty(s))
            .unwrap_or(REBIRTH)
    }

    fn back_target(&self, from: u8, value: u8) -> Option<u8> {
        self.back_check(from, value).ok()
    }

    fn back_check(&self, from: u8, value: u8) -> Result<u8, SenetRefusal> {
        let me = self.to_move;
        if !self.is(from, me) {
            return Err(SenetRefusal::NotYours);
        }
        if from == DEATH {
            return Err(SenetRefusal::Dead);
        }
        if from <= value {
            return Err(SenetRefusal::PastStart);
        }
        self.landing_check(from, from - value, me)
    }

    /// Where the pawn on `square` goes with the number in hand (31: borne off), or why it cannot move.
    /// `None` while no move is due.
    pub fn move_from(&self, square: u8) -> Option<Result<u8, SenetRefusal>> {
        let SenetPhase::Move { value } = self.phase else {
            return None;
        };
        let forward = self.forward_check(square, value);
        if forward.is_ok() || self.options.houses || self.has_forward(value) {
            // Moving back is only for a side with no forward move at all.
            return Some(forward);
        }
        Some(self.back_check(square, value))
    }

    /// Every legal action now (empty while a throw is due and nothing else is possible).
    pub fn legal_actions(&self, out: &mut Vec<SenetAction>) {
        out.clear();
        match self.phase {
            SenetPhase::Over { .. } => {}
            SenetPhase::Throw { offered } => {
                if self.may_be_reborn() {
                    out.push(SenetAction::Rebirth);
                }
                if let Some(v) = offered
                    && self.can_move(v)
                {
                    out.push(SenetAction::TakeOffered);
                }
            }
            SenetPhase::Move { value } => {
                for s in self.pawns(self.to_move) {
                    if self.forward_target(s, value).is_some() {
                        out.push(SenetAction::Forward(s));
                    }
                }
                self.triples_open(value, out);
                if out.is_empty() && !self.options.houses {
                    for s in self.pawns(self.to_move) {
                        if self.back_target(s, value).is_some() {
                            out.push(SenetAction::Back(s));
                        }
                    }
                }
                if out.is_empty() {
                    out.push(SenetAction::Pass);
                }
            }
        }
    }

    /// Does any pawn of the side to move have a forward move of `value`?
    fn has_forward(&self, value: u8) -> bool {
        self.pawns(self.to_move)
            .any(|s| self.forward_target(s, value).is_some())
            || self.has_triple(value)
    }

    fn has_triple(&self, value: u8) -> bool {
        let mut t = Vec::new();
        self.triples_open(value, &mut t);
        !t.is_empty()
    }

    /// Is `action` legal now? (The same answer as [`Senet::legal_actions`], without listing them.)
    pub fn is_legal(&self, action: SenetAction) -> bool {
        match (self.phase, action) {
            (SenetPhase::Throw { .. }, SenetAction::Rebirth) => self.may_be_reborn(),
            (SenetPhase::Throw { offered: Some(v) }, SenetAction::TakeOffered) => self.can_move(v),
            (SenetPhase::Move { value }, SenetAction::Forward(s)) => {
                self.forward_target(s, value).is_some()
            }
            (SenetPhase::Move { value }, SenetAction::Back(s)) => {
                !self.options.houses
                    && self.back_target(s, value).is_some()
                    && !self.has_forward(value)
            }
            (SenetPhase::Move { value }, SenetAction::Pass) => !self.can_move(value),
            (SenetPhase::Move { value }, a @ SenetAction::Triple { .. }) => {
                let mut t = Vec::new();
                self.triples_open(value, &mut t);
                t.contains(&a)
            }
            _ => false,
        }
    }

    /// Could the side to move use a throw of `value`?
    fn can_move(&self, value: u8) -> bool {
        if self.is_frozen(self.to_move) {
            return false;
        }
        self.has_triple(value)
            || self.pawns(self.to_move).any(|s| {
                self.forward_target(s, value).is_some()
                    || (!self.options.houses && self.back_target(s, value).is_some())
            })
    }

    /// Hands the side to move its throw.
    pub fn throw(&mut self, throw: Throw) -> Result<(), SenetIllegal> {
        let SenetPhase::Throw { .. } = self.phase else {
            return Err(if self.is_over() {
                SenetIllegal::GameOver
            } else {
                SenetIllegal::NoThrowDue
            });
        };
        let value = value_of(throw);
        if self.is_frozen(self.to_move) {
            // Only a 4 frees the dead pawn, bearing it off when nothing bars the way off; anything else
            // is a lost turn.
            if value == 4 && self.may_bear_off(DEATH) {
                self.lift(DEATH);
                self.bear_off();
            } else {
                self.end_turn(Some(value));
            }
            return Ok(());
        }
        self.phase = SenetPhase::Move { value };
        Ok(())
    }

    pub fn play(&mut self, action: SenetAction) -> Result<(), SenetIllegal> {
        if self.is_over() {
            return Err(SenetIllegal::GameOver);
        }
        if !self.is_legal(action) {
            return Err(SenetIllegal::NotLegal(action));
        }
        let me = self.to_move;
        match (action, self.phase) {
            (SenetAction::Rebirth, _) => {
                self.lift(DEATH);
                let to = self.rebirth_square();
                self.put(to, me);
                self.end_turn(None);
            }
            (SenetAction::TakeOffered, SenetPhase::Throw { offered: Some(v) }) => {
                self.phase = SenetPhase::Move { value: v };
            }
            (SenetAction::Pass, SenetPhase::Move { value }) => self.end_turn(Some(value)),
            (SenetAction::Forward(from), SenetPhase::Move { value }) => {
                let to = self.forward_target(from, value).expect("checked legal");
                self.lift(from);
                if to == OFF {
                    self.bear_off();
                } else {
                    self.arrive(from, to);
                    self.end_turn(None);
                }
            }
            (SenetAction::Back(from), SenetPhase::Move { value }) => {
                let to = self.back_target(from, value).expect("checked legal");
                self.lift(from);
                self.arrive(from, to);
                self.end_turn(None);
            }
            (SenetAction::Triple { to18, to19 }, SenetPhase::Move { .. }) => {
                let moves = [(17, 20), (to18, 18), (to19, 19)];
                for (from, _) in moves {
                    self.lift(from);
                }
                for (from, to) in moves {
                    if self.is(to, me.other()) {
                        self.lift(to);
                        self.put(from, me.other());
                    }
                    self.put(to, me);
                }
                self.hold = Some((me, TRIPLE_SQUARES));
                self.end_turn(None);
            }
            _ => return Err(SenetIllegal::NotLegal(action)),
        }
        Ok(())
    }

    /// The mover's pawn, lifted from `from`, arrives on `to`: an opponent there is swapped back to
    /// `from`, except that one attacked on 28-30 is thrown into the House of Death (when it is free).
    fn arrive(&mut self, from: u8, to: u8) {
        let me = self.to_move;
        if self.options.houses {
            // The House of Water sends the pawn back to Rebirth; one knocked off 30 goes there too.
            if to == DEATH {
                let back = self.rebirth_square();
                self.put(back, me);
                return;
            }
            if let Some(there) = self.at(to) {
                self.lift(to);
                self.put(to, me);
                let back = if to == SQUARES {
                    self.rebirth_square()
                } else {
                    from
                };
                self.put(back, there);
                return;
            }
            self.put(to, me);
            return;
        }
        if let Some(there) = self.at(to) {
            let thrown_to = if to > DEATH && self.is_empty(DEATH) {
                DEATH
            } else {
                from
            };
            self.lift(to);
            self.put(thrown_to, there);
        }
        self.put(to, me);
    }

    fn bear_off(&mut self) {
        let me = self.to_move;
        self.off[me.index()] += 1;
        if self.off[me.index()] >= self.options.pawns {
            self.turns += 1;
            self.phase = SenetPhase::Over { winner: me };
        } else {
            self.end_turn(None);
        }
    }

    /// The turn passes; a number the mover could not use is offered to the opponent (Kendall's rules).
    fn end_turn(&mut self, offered: Option<u8>) {
        let offered = offered.filter(|_| !self.options.houses);
        self.turns += 1;
        self.to_move = self.to_move.other();
        self.phase = SenetPhase::Throw { offered };
    }
}
