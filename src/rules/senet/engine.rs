//! Senet by Timothy Kendall's rules, as retold in `docs/rules/senet-kendall.md`, with the recommended
//! options (two in a row are safe, three in a row block, bearing off only from the last row) and the
//! seven-pawn option.
//!
//! Like the Mehen engine it is "a game without its dice": it is handed each throw. Kendall throws four
//! coins; this game uses the same four two-sided sticks as Mehen ([`Throw`], flat sides as heads): one
//! to four flat sides move that many squares, none moves five.

use super::options::SenetOptions;
use crate::rules::common::setup_error::{OptionsError, PositionError};
use crate::rules::common::throw::Throw;
use std::fmt;

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

/// What a player does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SenetAction {
    /// Move the pawn on this square forward by the throw.
    Forward(u8),
    /// Move it backward by the throw (only when no pawn can move forward).
    Back(u8),
    /// Instead of throwing: the pawn in the House of Death goes to the House of Rebirth.
    Rebirth,
    /// Use the number the opponent could not use, instead of throwing.
    TakeOffered,
    /// No move is possible: the turn and its number pass to the opponent.
    Pass,
    /// The 3-square move (option): with a 3, the pawn on 17 goes to 20 and the pawns on these two
    /// squares go to 18 and 19, taking any opponents there whatever protects them (they go to the
    /// squares the three came from); the opponent cannot advance past 17 while a pawn of the move
    /// stays on 18-20.
    Triple { to18: u8, to19: u8 },
}

impl fmt::Display for SenetAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SenetAction::Forward(s) => write!(f, "{s}+"),
            SenetAction::Back(s) => write!(f, "{s}-"),
            SenetAction::Rebirth => f.write_str("R"),
            SenetAction::TakeOffered => f.write_str("T"),
            SenetAction::Pass => f.write_str("-"),
            SenetAction::Triple { to18, to19 } => write!(f, "17^{to18},{to19}"),
        }
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

/// Why a pawn cannot make the move the number in hand asks of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SenetRefusal {
    /// No pawn of the side to move stands there.
    NotYours,
    /// The pawn in the House of Death leaves only by Rebirth or a 4.
    Dead,
    /// A pawn below the House of Beauty (26) must stop there first.
    PastBeauty,
    /// Bearing off needs the exact count.
    PastEnd,
    /// Moving back would go off the start of the board.
    PastStart,
    /// With the last-row option, all the side's pawns must be on the last row before one bears off.
    LastRow,
    /// Three opponents in a row, from this square, bar the way.
    Blockade(u8),
    /// The opponent's 3-square move holds 18-20.
    Held,
    /// The side's own pawn stands on the square.
    OwnPawn(u8),
    /// The opponent there is protected by a neighbour of its colour.
    Protected(u8),
    /// The opponent there stands on a safe house.
    SafeHouse(u8),
}

/// Why an action or throw was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SenetIllegal {
    #[error("the game is over")]
    GameOver,
    #[error("a throw is not due now")]
    NoThrowDue,
    #[error("{0} is not a legal action now")]
    NotLegal(SenetAction),
    #[error("{0} is not a throw of four sticks")]
    NotAThrow(u8),
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
    options: SenetOptions,
    /// Per side, bit `s` set when it has a pawn on square `s` (1-30): move generation is bit tests.
    occ: [u32; 2],
    off: [u8; 2],
    to_move: Side,
    phase: SenetPhase,
    turns: u32,
    /// After a 3-square move: its side, and the squares of 18-20 still holding its pawns.
    hold: Option<(Side, u32)>,
}

/// The squares a 3-square move fills.
const TRIPLE_SQUARES: u32 = 1 << 18 | 1 << 19 | 1 << 20;

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

    fn is(&self, square: u8, side: Side) -> bool {
        square <= SQUARES && self.occ[side.index()] >> square & 1 == 1
    }

    fn is_empty(&self, square: u8) -> bool {
        (self.occ[0] | self.occ[1]) >> square & 1 == 0
    }

    fn put(&mut self, square: u8, side: Side) {
        self.occ[side.index()] |= 1 << square;
    }

    fn lift(&mut self, square: u8) {
        self.occ[0] &= !(1 << square);
        self.occ[1] &= !(1 << square);
        // A pawn of a 3-square move leaving 18-20 weakens its hold; the last one ends it.
        if let Some((side, squares)) = self.hold {
            let left = squares & !(1 << square);
            self.hold = (left != 0).then_some((side, left));
        }
    }

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
