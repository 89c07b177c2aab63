//! Turn flow and every rule of a move: throws and the Mehen stir, pawn walks with slides, jumps, lions,
//! the exceptions that allow a single piece, and the end of the game. Each decision the seed leaves open
//! is explained in `docs/rules/mehen.md` and pinned by a test in `tests/rules.rs`.

use super::action::{Action, PieceMove};
use super::board::{Board, MAX_SPACES, Space};
use super::event::{Event, Sink};
use super::position::{Cell, FirstLion, MAX_SEATS, Position, Seat};
use super::throw::Throw;
use std::sync::Arc;

/// Points a jump costs (pawns, and lions landing on an empty space).
pub const JUMP_COST: u8 = 5;
/// A sprinting lion doubles its points, so 3 allotted points pay for a jump.
pub const SPRINT_JUMP_COST: u8 = 3;
/// A lion jumping onto an unblockaded pawn (and devouring it) needs a single point.
pub const POUNCE_COST: u8 = 1;
/// Enlightened pawns a seat needs to win.
pub const PAWNS_TO_WIN: u8 = 3;

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The seat to move throws the sticks; `after_mehen` once a Mehen throw happened this turn.
    Throw {
        after_mehen: bool,
    },
    /// The seat to move chooses an action for `points`; lions may not move after a Mehen throw.
    Move {
        points: u8,
        after_mehen: bool,
    },
    Over,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A seat reached three enlightened pawns.
    Enlightened,
    /// No pawn is left in play.
    Eliminated,
    /// No pawn is on the board and nobody can move any more.
    Stuck,
    /// The agreed time (or a turn cap) ran out.
    Time,
}

impl EndReason {
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Enlightened => "enlightened",
            EndReason::Eliminated => "eliminated",
            EndReason::Stuck => "stuck",
            EndReason::Time => "time",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Bit n set when seat n is among the winners (several bits: a tie).
    pub winners: u8,
    pub reason: EndReason,
}

impl Outcome {
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..MAX_SEATS as u8)
            .filter(|i| self.winners & (1 << i) != 0)
            .map(Seat)
    }

    pub fn is_tie(&self) -> bool {
        self.winners.count_ones() > 1
    }
}

/// Why an action or throw was refused, in words a player can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("it is time to throw the sticks, not to move")]
    NotMovePhase,
    #[error("a move is due, not a throw")]
    NotThrowPhase,
    #[error("{seat} has no pawn on space {space}")]
    NotYourPawn { seat: Seat, space: Space },
    #[error("{seat} has no pawn waiting at the tail")]
    NoPawnAtTail { seat: Seat },
    #[error("pawns in Mehen's head do not move again")]
    PawnInHead,
    #[error("there is no lion on space {0}")]
    NoLion(Space),
    #[error("space {0} does not exist on this board")]
    NoSuchSpace(Space),
    #[error("a piece move needs at least one point")]
    ZeroPoints,
    #[error("the move needs {need} points but only {have} are left")]
    NotEnoughPoints { need: u8, have: u8 },
    #[error("the pawn would reach Mehen's head with {0} point(s) unspent (allot fewer points)")]
    PastHead(u8),
    #[error("the pawn would end on space {0}, which is not empty")]
    EndsOnOccupied(Space),
    #[error("a jump must be the first piece moved")]
    JumpNotFirst,
    #[error("no jumps from the inner coil (space {0})")]
    JumpFromInner(Space),
    #[error("space {to} does not touch space {from} across coils")]
    NotTouching { from: Space, to: Space },
    #[error("a pawn only jumps inward and a lion only outward")]
    JumpDirection,
    #[error("lions may not move after a Mehen throw this turn")]
    LionAfterMehen,
    #[error("the lion would go {0} space(s) past the tail (allot fewer points)")]
    PastTail(u8),
    #[error("a lion may not end on another lion (space {0})")]
    LionOnLion(Space),
    #[error("the pawn on space {0} is part of a blockade and cannot be devoured")]
    Blockaded(Space),
    #[error("a sprinting lion may not pass the blockade pawn on space {0}")]
    SprintThroughBlockade(Space),
    #[error("a sprinting lion may not devour (space {0})")]
    SprintDevour(Space),
    #[error("a lion jumps for 1 point only onto an unblockaded pawn; sprinting it cannot devour")]
    SprintPounce,
    #[error("only a lion leaving the board sends a pawn to the head")]
    BonusWithoutExit,
    #[error("the pawn sent to the head must be one of {seat}'s pawns on the board (space {space})")]
    BonusNotYours { seat: Seat, space: Space },
    #[error("only one pawn may enter the board per turn")]
    TwoEntries,
    #[error("the same piece cannot be moved twice in one turn")]
    SamePiece,
    #[error(
        "a turn moves two pieces (a single piece only on a player's first turn or with a lone pawn)"
    )]
    NeedTwoPieces,
}

/// A small set of spaces (bitset), for the no-leapfrog rule.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct SpaceSet([u64; 4]);

impl SpaceSet {
    #[inline]
    pub fn insert(&mut self, s: Space) {
        self.0[(s >> 6) as usize] |= 1 << (s & 63);
    }
    #[inline]
    pub fn contains(&self, s: Space) -> bool {
        self.0[(s >> 6) as usize] & (1 << (s & 63)) != 0
    }
}

/// What the current turn remembers between its two piece moves.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct TurnMemory {
    /// Pawns that may not be slid over: those slid over already, and a first piece that slid or jumped.
    pub no_slide: SpaceSet,
    pub entered: bool,
    /// Where the first piece ended, to refuse moving it again.
    pub moved: Option<(bool, Space)>,
    pub pieces: u8,
}

#[derive(Debug, Clone)]
pub struct Game {
    board: Arc<Board>,
    pos: Position,
    to_move: Seat,
    phase: Phase,
    outcome: Option<Outcome>,
    /// Completed turns.
    turns: u32,
}

impl Game {
    /// A new game for 2 to 6 players; seat A throws first.
    pub fn new(board: Arc<Board>, players: u8) -> Result<Game, String> {
        if !(2..=MAX_SEATS as u8).contains(&players) {
            return Err(format!("Mehen is played by 2 to 6 players, not {players}"));
        }
        debug_assert!((board.head as usize) <= MAX_SPACES);
        Ok(Game {
            pos: Position::new(board.head, players),
            board,
            to_move: Seat(0),
            phase: Phase::Throw { after_mehen: false },
            outcome: None,
            turns: 0,
        })
    }

    /// A game continuing from a set-up position (see [`super::setup`]), `to_move` to throw.
    pub fn from_position(board: Arc<Board>, pos: Position, to_move: Seat) -> Result<Game, String> {
        if pos.head != board.head {
            return Err("the position belongs to another board".into());
        }
        if !(2..=MAX_SEATS as u8).contains(&pos.players) || to_move.0 >= pos.players {
            return Err("the seats do not match the number of players".into());
        }
        pos.check_conservation()?;
        Ok(Game {
            pos,
            board,
            to_move,
            phase: Phase::Throw { after_mehen: false },
            outcome: None,
            turns: 0,
        })
    }

    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }
    pub fn position(&self) -> &Position {
        &self.pos
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    pub fn players(&self) -> u8 {
        self.pos.players
    }
    /// Completed turns so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }
    /// The seat whose turn it is (`None` once the game is over).
    pub fn to_move(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.to_move)
    }

    /// Hands the engine a throw of the sticks. A Mehen throw stirs the snake at once.
    pub fn throw<S: Sink>(&mut self, t: Throw, sink: &mut S) -> Result<(), Illegal> {
        let after_mehen = match self.phase {
            Phase::Throw { after_mehen } => after_mehen,
            Phase::Move { .. } => return Err(Illegal::NotThrowPhase),
            Phase::Over => return Err(Illegal::GameOver),
        };
        sink.push(Event::Thrown {
            seat: self.to_move,
            flats: t.flats(),
        });
        if t.is_mehen() {
            self.stir(sink);
            if self.phase != Phase::Over {
                self.phase = Phase::Throw { after_mehen: true };
            }
        } else {
            self.phase = Phase::Move {
                points: t.points(),
                after_mehen,
            };
        }
        Ok(())
    }

    /// Plays the seat's action for the throw in hand, or explains why it is illegal (and changes nothing).
    pub fn play<S: Sink>(&mut self, action: Action, sink: &mut S) -> Result<(), Illegal> {
        let (points, after_mehen) = match self.phase {
            Phase::Move {
                points,
                after_mehen,
            } => (points, after_mehen),
            Phase::Throw { .. } => return Err(Illegal::NotMovePhase),
            Phase::Over => return Err(Illegal::GameOver),
        };
        let seat = self.to_move;
        if action.is_pass() {
            sink.push(Event::Passed { seat });
        } else {
            let mut events = Vec::new();
            let next = self.after_action(action, points, after_mehen, &mut events)?;
            self.pos = next;
            for e in events {
                sink.push(e);
            }
        }
        self.end_turn(sink);
        Ok(())
    }

    /// Checks an action without playing it.
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        match self.phase {
            Phase::Move {
                points,
                after_mehen,
            } => {
                if !action.is_pass() {
                    self.after_action(action, points, after_mehen, &mut ())?;
                }
                Ok(())
            }
            Phase::Throw { .. } => Err(Illegal::NotMovePhase),
            Phase::Over => Err(Illegal::GameOver),
        }
    }

    /// Ends the game on the clock: most enlightened pawns, then most pawns on the board (the head
    /// included, the tail not), wins; equal on both is a tie.
    pub fn end_by_time<S: Sink>(&mut self, sink: &mut S) {
        if self.is_over() {
            return;
        }
        let pos = &self.pos;
        let score = |i: usize| {
            let on_board = pos.board_pawn_count(Seat(i as u8)) + pos.head_pawns[i];
            (pos.enlightened[i], on_board)
        };
        let best = (0..pos.players as usize)
            .map(score)
            .max()
            .unwrap_or_default();
        let winners = (0..pos.players as usize)
            .filter(|&i| score(i) == best)
            .fold(0u8, |m, i| m | 1 << i);
        self.finish(winners, EndReason::Time, sink);
    }

    fn finish<S: Sink>(&mut self, winners: u8, reason: EndReason, sink: &mut S) {
        let outcome = Outcome { winners, reason };
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        sink.push(Event::GameOver { outcome });
    }

    /// Seats with the most enlightened pawns, among `candidates` (a bitmask).
    fn most_enlightened(&self, candidates: u8) -> u8 {
        let pos = &self.pos;
        let seats = (0..pos.players as usize).filter(|&i| candidates & (1 << i) != 0);
        let best = seats.clone().map(|i| pos.enlightened[i]).max().unwrap_or(0);
        seats
            .filter(|&i| pos.enlightened[i] == best)
            .fold(0, |m, i| m | 1 << i)
    }

    fn all_seats(&self) -> u8 {
        ((1u16 << self.pos.players) - 1) as u8
    }

    /// The Mehen stir: stage the first lion, enlighten the head's pawns, pull every pawn two spaces.
    fn stir<S: Sink>(&mut self, sink: &mut S) {
        let head = self.board.head;
        let pos = &mut self.pos;
        pos.stirs += 1;
        sink.push(Event::StirStarted { number: pos.stirs });
        // 1. The first lion's journey: Barque, indent, head.
        let next = match pos.first_lion {
            FirstLion::Reserve => {
                pos.lion_reserve -= 1;
                Some(FirstLion::Barque)
            }
            FirstLion::Barque => Some(FirstLion::Indent),
            FirstLion::Indent => {
                pos.head_lions += 1;
                Some(FirstLion::Board)
            }
            FirstLion::Board => None,
        };
        if let Some(stage) = next {
            pos.first_lion = stage;
            sink.push(Event::LionStaged { stage });
        }
        // 2. Enlightenment; reserve lions take the pawns' places while any are left.
        for i in 0..pos.players as usize {
            for _ in 0..pos.head_pawns[i] {
                pos.enlightened[i] += 1;
                sink.push(Event::Enlightened {
                    seat: Seat(i as u8),
                });
                if pos.lion_reserve > 0 {
                    pos.lion_reserve -= 1;
                    pos.head_lions += 1;
                    sink.push(Event::LionToHead);
                }
            }
            pos.head_pawns[i] = 0;
        }
        // 3-4. Pull every pawn two spaces, the closest to the head first, so a pawn never meets
        // another pawn; one pulled into or through a lion, or into the head, is devoured.
        for s in (1..head).rev() {
            let Cell::Pawn(seat) = pos.cell(s) else {
                continue;
            };
            pos.set(s, Cell::Empty);
            let to = s + 2;
            let devoured = s + 1 >= head
                || to >= head
                || pos.cell(s + 1) == Cell::Lion
                || pos.cell(to) == Cell::Lion;
            if devoured {
                pos.devoured[seat.index()] += 1;
                sink.push(Event::Devoured {
                    seat,
                    at: s,
                    by_lion: false,
                });
            } else {
                pos.set(to, Cell::Pawn(seat));
                sink.push(Event::Pulled { seat, from: s, to });
            }
        }
        // The end: three enlightened, or nobody left in the race.
        let reached = (0..pos.players as usize)
            .filter(|&i| pos.enlightened[i] >= PAWNS_TO_WIN)
            .fold(0u8, |m, i| m | 1 << i);
        if reached != 0 {
            let winners = self.most_enlightened(reached);
            self.finish(winners, EndReason::Enlightened, sink);
        } else if self.no_pawns_left() {
            let winners = self.most_enlightened(self.all_seats());
            self.finish(winners, EndReason::Eliminated, sink);
        }
    }

    fn no_pawns_left(&self) -> bool {
        (0..self.pos.players).all(|i| self.pos.pawns_in_play(Seat(i)) == 0)
    }

    fn end_turn<S: Sink>(&mut self, sink: &mut S) {
        let seat = self.to_move;
        self.pos.played |= 1 << seat.0;
        self.turns += 1;
        sink.push(Event::TurnEnded { seat });
        if self.no_pawns_left() {
            let winners = self.most_enlightened(self.all_seats());
            self.finish(winners, EndReason::Eliminated, sink);
            return;
        }
        if self.is_stuck() {
            let winners = self.most_enlightened(self.all_seats());
            self.finish(winners, EndReason::Stuck, sink);
            return;
        }
        self.to_move = Seat((seat.0 + 1) % self.pos.players);
        self.phase = Phase::Throw { after_mehen: false };
    }

    /// Nothing can change any more: no pawn on the board or in the head (a stir would still move or
    /// enlighten those), and no seat has a move with any throw.
    fn is_stuck(&self) -> bool {
        if self.pos.any_pawn_on_board() {
            return false;
        }
        !(0..self.pos.players).any(|i| {
            [2u8, 4, 6].into_iter().any(|points| {
                super::movegen::has_move(&self.board, &self.pos, Seat(i), points, false)
            })
        })
    }

    /// The position after `action`, checking every rule.
    fn after_action<S: Sink>(
        &self,
        action: Action,
        points: u8,
        after_mehen: bool,
        sink: &mut S,
    ) -> Result<Position, Illegal> {
        let seat = self.to_move;
        let mut pos = self.pos.clone();
        let mut mem = TurnMemory::default();
        let first = action.first.expect("not a pass");
        let cost = apply_piece(
            &self.board,
            &mut pos,
            seat,
            first,
            &mut mem,
            points,
            after_mehen,
            sink,
        )?;
        match action.second {
            Some(second) => {
                apply_piece(
                    &self.board,
                    &mut pos,
                    seat,
                    second,
                    &mut mem,
                    points - cost,
                    after_mehen,
                    sink,
                )?;
            }
            None => {
                if first.is_lion() || !single_piece_allowed(&self.pos, seat) {
                    return Err(Illegal::NeedTwoPieces);
                }
            }
        }
        Ok(pos)
    }

    /// Every legal action for the throw in hand (the pass `-` first). Empty unless a move is due.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Phase::Move {
            points,
            after_mehen,
        } = self.phase
        {
            super::movegen::legal_actions(
                &self.board,
                &self.pos,
                self.to_move,
                points,
                after_mehen,
                out,
            );
        }
    }

    /// A legal action chosen by `pick(n)` (which returns an index below `n`), without listing every
    /// action: a first piece move is drawn among the legal ones, then a second among those legal after
    /// it. Used by random playouts; the pass is played only when nothing else is legal.
    pub fn sample_action(&self, pick: &mut impl FnMut(usize) -> usize) -> Action {
        match self.phase {
            Phase::Move {
                points,
                after_mehen,
            } => super::movegen::sample_action(
                &self.board,
                &self.pos,
                self.to_move,
                points,
                after_mehen,
                pick,
            ),
            _ => Action::PASS,
        }
    }
}

/// A single piece may move on a seat's first turn, or when it has one pawn left in the race.
pub(crate) fn single_piece_allowed(pos: &Position, seat: Seat) -> bool {
    !pos.has_played(seat) || pos.board_pawn_count(seat) + pos.tail[seat.index()] == 1
}

#[inline]
pub(crate) fn in_blockade(board: &Board, pos: &Position, s: Space) -> bool {
    let code = pos.raw(s);
    Position::is_pawn_code(code) && board.touching(s).iter().any(|&t| pos.raw(t) == code)
}

/// Plays one piece move on `pos` (which must be a scratch copy: it is left half-changed on error).
/// Returns the points it cost.
#[allow(clippy::too_many_arguments)]
pub(crate) fn apply_piece<S: Sink>(
    board: &Board,
    pos: &mut Position,
    seat: Seat,
    m: PieceMove,
    mem: &mut TurnMemory,
    budget: u8,
    after_mehen: bool,
    sink: &mut S,
) -> Result<u8, Illegal> {
    let head = board.head;
    if let Some(from) = m.from()
        && (from == 0 || from > head)
    {
        return Err(Illegal::NoSuchSpace(from));
    }
    if m.is_lion() && after_mehen {
        return Err(Illegal::LionAfterMehen);
    }
    if mem.pieces > 0 {
        if m.is_jump() {
            return Err(Illegal::JumpNotFirst);
        }
        if m.is_entry() && mem.entered {
            return Err(Illegal::TwoEntries);
        }
        if let (Some((lion, at)), Some(from)) = (mem.moved, m.from())
            && lion == m.is_lion()
            && at == from
        {
            return Err(Illegal::SamePiece);
        }
    }
    if let PieceMove::PawnWalk { points: 0, .. } | PieceMove::LionWalk { points: 0, .. } = m {
        return Err(Illegal::ZeroPoints);
    }
    let cost = match m {
        PieceMove::PawnWalk { from, points } => {
            need(points, budget)?;
            match from {
                None => {
                    if pos.tail[seat.index()] == 0 {
                        return Err(Illegal::NoPawnAtTail { seat });
                    }
                    pos.tail[seat.index()] -= 1;
                }
                Some(s) => {
                    own_pawn(pos, seat, s, head)?;
                    pos.set(s, Cell::Empty);
                }
            }
            let end = walk(board, pos, seat, from, points, &mut mem.no_slide, sink)?;
            place_pawn(pos, seat, end, head);
            mem.entered |= from.is_none();
            mem.moved = Some((false, end));
            points
        }
        PieceMove::PawnJump { from, to } => {
            need(JUMP_COST, budget)?;
            own_pawn(pos, seat, from, head)?;
            check_jump(board, from, to, true)?;
            pos.set(from, Cell::Empty);
            sink.push(Event::Jumped { seat, from, to });
            let end = slide_from(board, pos, seat, to, 0, &mut mem.no_slide, sink)?;
            place_pawn(pos, seat, end, head);
            mem.no_slide.insert(end);
            mem.moved = Some((false, end));
            JUMP_COST
        }
        PieceMove::LionWalk {
            from,
            points,
            sprint,
            bonus,
        } => {
            need(points, budget)?;
            if !pos.has_lion(from) {
                return Err(Illegal::NoLion(from));
            }
            let steps = points * (1 + sprint as u8);
            if steps > from {
                return Err(Illegal::PastTail(steps - from));
            }
            let end = from - steps;
            if sprint {
                for s in end.max(1)..from {
                    if in_blockade(board, pos, s) {
                        return Err(Illegal::SprintThroughBlockade(s));
                    }
                }
            }
            if end == 0 {
                // Leaving the board at the tail: the lion returns to the reserve.
                if bonus.is_some_and(|b| b == 0 || b >= head) {
                    return Err(Illegal::BonusNotYours {
                        seat,
                        space: bonus.unwrap_or(0),
                    });
                }
                lift_lion(pos, from, head);
                pos.lion_reserve += 1;
                sink.push(Event::LionMoved {
                    from,
                    to: None,
                    sprint,
                    jump: false,
                });
                if let Some(b) = bonus {
                    if pos.cell(b) != Cell::Pawn(seat) {
                        return Err(Illegal::BonusNotYours { seat, space: b });
                    }
                    pos.set(b, Cell::Empty);
                    pos.head_pawns[seat.index()] += 1;
                    sink.push(Event::BonusToHead { seat, from: b });
                }
                mem.moved = Some((true, 0));
            } else {
                if bonus.is_some() {
                    return Err(Illegal::BonusWithoutExit);
                }
                let prey = lion_target(board, pos, end, sprint)?;
                lift_lion(pos, from, head);
                sink.push(Event::LionMoved {
                    from,
                    to: Some(end),
                    sprint,
                    jump: false,
                });
                land_lion(pos, end, prey, sink);
                mem.moved = Some((true, end));
            }
            points
        }
        PieceMove::LionJump { from, to, sprint } => {
            if !pos.has_lion(from) {
                return Err(Illegal::NoLion(from));
            }
            check_jump(board, from, to, false)?;
            let prey = lion_target(board, pos, to, false)?;
            let cost = match (prey.is_some(), sprint) {
                (true, true) => return Err(Illegal::SprintPounce),
                (true, false) => POUNCE_COST,
                (false, true) => SPRINT_JUMP_COST,
                (false, false) => JUMP_COST,
            };
            need(cost, budget)?;
            lift_lion(pos, from, head);
            sink.push(Event::LionMoved {
                from,
                to: Some(to),
                sprint,
                jump: true,
            });
            land_lion(pos, to, prey, sink);
            mem.moved = Some((true, to));
            cost
        }
    };
    mem.pieces += 1;
    Ok(cost)
}

fn need(points: u8, budget: u8) -> Result<(), Illegal> {
    if points > budget {
        return Err(Illegal::NotEnoughPoints {
            need: points,
            have: budget,
        });
    }
    Ok(())
}

fn own_pawn(pos: &Position, seat: Seat, s: Space, head: Space) -> Result<(), Illegal> {
    if s == head {
        if pos.head_pawns[seat.index()] > 0 {
            return Err(Illegal::PawnInHead);
        }
        return Err(Illegal::NotYourPawn { seat, space: s });
    }
    if pos.cell(s) != Cell::Pawn(seat) {
        return Err(Illegal::NotYourPawn { seat, space: s });
    }
    Ok(())
}

fn place_pawn(pos: &mut Position, seat: Seat, end: Space, head: Space) {
    if end == head {
        pos.head_pawns[seat.index()] += 1;
    } else {
        pos.set(end, Cell::Pawn(seat));
    }
}

fn lift_lion(pos: &mut Position, from: Space, head: Space) {
    if from == head {
        pos.head_lions -= 1;
    } else {
        pos.set(from, Cell::Empty);
    }
}

fn land_lion<S: Sink>(pos: &mut Position, at: Space, prey: Option<Seat>, sink: &mut S) {
    if let Some(seat) = prey {
        pos.devoured[seat.index()] += 1;
        sink.push(Event::Devoured {
            seat,
            at,
            by_lion: true,
        });
    }
    pos.set(at, Cell::Lion);
}

/// Where a lion may stop: an empty space, or an unblockaded pawn it devours (never when sprinting).
fn lion_target(
    board: &Board,
    pos: &Position,
    at: Space,
    sprint: bool,
) -> Result<Option<Seat>, Illegal> {
    match pos.cell(at) {
        Cell::Empty => Ok(None),
        Cell::Lion => Err(Illegal::LionOnLion(at)),
        Cell::Pawn(_) if sprint => Err(Illegal::SprintDevour(at)),
        Cell::Pawn(_) if in_blockade(board, pos, at) => Err(Illegal::Blockaded(at)),
        Cell::Pawn(seat) => Ok(Some(seat)),
    }
}

/// A jump goes from outside the inner coil to a touching space on the next coil: inward for pawns,
/// outward for lions.
fn check_jump(board: &Board, from: Space, to: Space, inward: bool) -> Result<(), Illegal> {
    if board.is_inner(from) {
        return Err(Illegal::JumpFromInner(from));
    }
    if to == 0 || to > board.head {
        return Err(Illegal::NoSuchSpace(to));
    }
    if !board.coil_partners(from).contains(&to) {
        return Err(Illegal::NotTouching { from, to });
    }
    if (to > from) != inward {
        return Err(Illegal::JumpDirection);
    }
    Ok(())
}

/// Walks a pawn (already lifted off `from`) `points` spaces: one point a space, free slides over
/// unblockaded pawns, and the head reached with no point left. Returns where it ends.
fn walk<S: Sink>(
    board: &Board,
    pos: &Position,
    seat: Seat,
    from: Option<Space>,
    points: u8,
    no_slide: &mut SpaceSet,
    sink: &mut S,
) -> Result<Space, Illegal> {
    let at = match from {
        None => {
            let entry = board.entry(pos.players as usize);
            sink.push(Event::Entered { seat, to: entry });
            entry
        }
        Some(s) => {
            sink.push(Event::Stepped {
                seat,
                from: s,
                to: s + 1,
            });
            s + 1
        }
    };
    slide_from(board, pos, seat, at, points - 1, no_slide, sink)
}

/// The pawn has just arrived on `at` with `rem` points left: slide over unblockaded pawns, pay to pass
/// blockade pawns, lions and pawns already used for a slide this turn, and stop on an empty space (or
/// the head) when the points are spent.
fn slide_from<S: Sink>(
    board: &Board,
    pos: &Position,
    seat: Seat,
    mut at: Space,
    mut rem: u8,
    no_slide: &mut SpaceSet,
    sink: &mut S,
) -> Result<Space, Illegal> {
    let head = board.head;
    let mut slide_start: Option<Space> = None;
    let mut slid = false;
    loop {
        if at >= head {
            if let Some(start) = slide_start.take() {
                sink.push(Event::Slid {
                    seat,
                    from: start,
                    to: head,
                });
            }
            if rem > 0 {
                return Err(Illegal::PastHead(rem));
            }
            if slid {
                no_slide.insert(head);
            }
            return Ok(head);
        }
        let code = pos.raw(at);
        let slideable =
            Position::is_pawn_code(code) && !no_slide.contains(at) && !in_blockade(board, pos, at);
        if slideable {
            slide_start.get_or_insert(at);
            slid = true;
            no_slide.insert(at);
            at += 1;
            continue;
        }
        if let Some(start) = slide_start.take() {
            sink.push(Event::Slid {
                seat,
                from: start,
                to: at,
            });
        }
        if code == 0 && rem == 0 {
            if slid {
                // A pawn that slid may not be slid over by the turn's second piece.
                no_slide.insert(at);
            }
            return Ok(at);
        }
        if rem == 0 {
            return Err(Illegal::EndsOnOccupied(at));
        }
        sink.push(Event::Stepped {
            seat,
            from: at,
            to: at + 1,
        });
        at += 1;
        rem -= 1;
    }
}
