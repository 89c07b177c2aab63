//! Turn flow and every rule of a move: throws and the Mehen stir, pawn walks with slides, jumps, lions,
//! the exceptions that allow a single piece, and the end of the game. Each decision the seed leaves open
//! is explained in `docs/rules/mehen.md` and pinned by a test in `tests/rules.rs`.

use crate::rules::common::setup_error::{OptionsError, PositionError};
use crate::rules::common::throw::Throw;
use crate::rules::mehen::action::{Action, PieceMove};
use crate::rules::mehen::board::{Board, MAX_SPACES};
use crate::rules::mehen::event::{Event, Sink};
use crate::rules::mehen::illegal::Illegal;
use crate::rules::mehen::moves::{Env, TurnMemory, apply_piece, single_piece_allowed};
use crate::rules::mehen::options::Rules;
use crate::rules::mehen::outcome::{EndReason, Outcome};
use crate::rules::mehen::position::{MAX_SEATS, Position, Seat};
use crate::rules::mehen::stir;
use std::sync::Arc;

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
    /// Tickling the Tongue: the seat throws once more; a Mehen throw stirs, nothing moves.
    Tickle,
    Over,
}

#[derive(Debug, Clone)]
pub struct Game {
    board: Arc<Board>,
    rules: Rules,
    pos: Position,
    to_move: Seat,
    phase: Phase,
    outcome: Option<Outcome>,
    /// Completed turns.
    turns: u32,
}

impl Game {
    /// A new game of the base rules for 2 to 6 players; seat A throws first.
    pub fn new(board: Arc<Board>, players: u8) -> Result<Game, PositionError> {
        Game::with_rules(board, players, Rules::default())
    }

    /// A new game with advanced rules and, for Team Mehen, teams.
    pub fn with_rules(board: Arc<Board>, players: u8, rules: Rules) -> Result<Game, PositionError> {
        OptionsError::check_players("Mehen", players, (2, MAX_SEATS as u8))?;
        let pos = Position::new(board.head, players);
        Game::from_position(board, pos, Seat(0), rules)
    }

    /// A game continuing from a set-up position (see [`crate::rules::mehen::setup`]), `to_move` to throw.
    pub fn from_position(
        board: Arc<Board>,
        pos: Position,
        to_move: Seat,
        rules: Rules,
    ) -> Result<Game, PositionError> {
        debug_assert!((board.head as usize) <= MAX_SPACES);
        if pos.head != board.head {
            return Err(PositionError::OtherBoard);
        }
        if !(2..=MAX_SEATS as u8).contains(&pos.players) {
            return Err(PositionError::SeatCount(pos.players));
        }
        if to_move.0 >= pos.players {
            return Err(PositionError::CannotMove(to_move.to_string()));
        }
        if let Some(t) = &rules.teams
            && (0..pos.players).any(|i| t.team_of(Seat(i)) >= t.count())
        {
            return Err(PositionError::Teams);
        }
        pos.check_conservation()?;
        Ok(Game {
            pos,
            board,
            rules: Rules::new(rules.options, rules.teams),
            to_move,
            phase: Phase::Throw { after_mehen: false },
            outcome: None,
            turns: 0,
        })
    }

    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
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
    /// The fingerprint of where the game stands (the board's layout aside): equal positions, equal
    /// fingerprints, on every platform.
    pub fn fingerprint(&self) -> std::num::NonZeroU64 {
        let state = (
            &self.pos,
            self.to_move,
            self.phase,
            self.outcome,
            self.turns,
        );
        crate::rules::common::fingerprint::of_hash(&state)
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

    fn env(&self) -> Env<'_> {
        Env {
            board: &self.board,
            rules: &self.rules,
        }
    }

    /// Hands the engine a throw of the sticks. A Mehen throw stirs the snake at once.
    pub fn throw<S: Sink>(&mut self, t: Throw, sink: &mut S) -> Result<(), Illegal> {
        let after_mehen = match self.phase {
            Phase::Throw { after_mehen } => after_mehen,
            Phase::Tickle => false,
            Phase::Move { .. } => return Err(Illegal::NotThrowPhase),
            Phase::Over => return Err(Illegal::GameOver),
        };
        sink.push(Event::Thrown {
            seat: self.to_move,
            flats: t.flats(),
        });
        if self.phase == Phase::Tickle {
            // The extra throw of Tickling the Tongue: a stir if it is a Mehen throw, never a move.
            if t.is_mehen() {
                self.stir(sink);
            }
            if !self.is_over() {
                self.complete_turn(sink);
            }
        } else if t.is_mehen() {
            self.stir(sink);
            if !self.is_over() {
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
        let (points, after_mehen) = self.move_due()?;
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
        if self.rules.options.tickle && self.pos.head_pawns[seat.index()] > 0 {
            self.phase = Phase::Tickle;
        } else {
            self.complete_turn(sink);
        }
        Ok(())
    }

    fn move_due(&self) -> Result<(u8, bool), Illegal> {
        match self.phase {
            Phase::Move {
                points,
                after_mehen,
            } => Ok((points, after_mehen)),
            Phase::Throw { .. } | Phase::Tickle => Err(Illegal::NotMovePhase),
            Phase::Over => Err(Illegal::GameOver),
        }
    }

    /// Checks an action without playing it.
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        let (points, after_mehen) = self.move_due()?;
        if !action.is_pass() {
            self.after_action(action, points, after_mehen, &mut ())?;
        }
        Ok(())
    }

    /// Ends the game on the clock: most enlightened pawns, then most pawns on the board (the head
    /// included, the tail not), wins; equal on both is a tie. Teams count their members together.
    pub fn end_by_time<S: Sink>(&mut self, sink: &mut S) {
        if self.is_over() {
            return;
        }
        let pos = &self.pos;
        // One number ordered like (enlightened, on board): a side has at most 12 pawns on the board.
        let scores = self.side_totals(|i| {
            let on_board = pos.board_pawn_count(Seat(i as u8)) + pos.head_pawns[i];
            pos.enlightened[i] as u32 * 1000 + on_board as u32
        });
        self.finish_best(scores, EndReason::Time, sink);
    }

    /// Per side (team, or seat without teams): the sum of `score` over its seats; `None` for no side.
    fn side_totals(&self, score: impl Fn(usize) -> u32) -> [Option<u32>; MAX_SEATS] {
        let mut totals = [None; MAX_SEATS];
        for i in 0..self.pos.players as usize {
            let side = self.rules.side(Seat(i as u8)) as usize;
            *totals[side].get_or_insert(0) += score(i);
        }
        totals
    }

    /// Ends the game; the sides with the best score win (several: a tie).
    fn finish_best<S: Sink>(
        &mut self,
        scores: [Option<u32>; MAX_SEATS],
        reason: EndReason,
        sink: &mut S,
    ) {
        let best = scores.iter().flatten().max().copied().unwrap_or(0);
        let winning = |side: usize| scores[side] == Some(best);
        let winners = (0..self.pos.players)
            .filter(|&i| winning(self.rules.side(Seat(i)) as usize))
            .fold(0u8, |m, i| m | 1 << i);
        let sides = (0..MAX_SEATS).filter(|&s| winning(s)).count();
        let outcome = Outcome {
            winners,
            tie: sides > 1,
            reason,
        };
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        sink.push(Event::GameOver { outcome });
    }

    fn enlightened_totals(&self) -> [Option<u32>; MAX_SEATS] {
        self.side_totals(|i| self.pos.enlightened[i] as u32)
    }

    /// The Mehen stir ([`stir::stir`]), then the end it may bring.
    fn stir<S: Sink>(&mut self, sink: &mut S) {
        stir::stir(&mut self.pos, self.board.head, sink);
        // The end: three enlightened (a tie plays on under Tie Breaker), or nobody left in the race.
        let totals = self.enlightened_totals();
        let best = totals.iter().flatten().max().copied().unwrap_or(0);
        if best >= PAWNS_TO_WIN as u32 {
            let leaders = totals.iter().filter(|&&t| t == Some(best)).count();
            if leaders == 1 || !self.rules.options.tiebreak {
                self.finish_best(totals, EndReason::Enlightened, sink);
                return;
            }
        }
        if self.no_pawns_left() {
            self.finish_best(totals, EndReason::Eliminated, sink);
        }
    }

    fn no_pawns_left(&self) -> bool {
        (0..self.pos.players).all(|i| self.pos.pawns_in_play(Seat(i)) == 0)
    }

    /// Under Radical Elimination, a seat with no pawn left in the race no longer takes turns.
    fn eliminated(&self, seat: Seat) -> bool {
        self.rules.options.radical && self.pos.pawns_in_play(seat) == 0
    }

    fn complete_turn<S: Sink>(&mut self, sink: &mut S) {
        let seat = self.to_move;
        self.pos.played |= 1 << seat.0;
        self.turns += 1;
        sink.push(Event::TurnEnded { seat });
        if self.no_pawns_left() {
            self.finish_best(self.enlightened_totals(), EndReason::Eliminated, sink);
            return;
        }
        if self.is_stuck() {
            self.finish_best(self.enlightened_totals(), EndReason::Stuck, sink);
            return;
        }
        let players = self.pos.players;
        let mut next = Seat((seat.0 + 1) % players);
        while self.eliminated(next) && next != seat {
            next = Seat((next.0 + 1) % players);
        }
        self.to_move = next;
        self.phase = Phase::Throw { after_mehen: false };
    }

    /// Nothing can change any more: no pawn on the board or in the head (a stir would still move or
    /// enlighten those), and no seat still playing has a move with any throw.
    fn is_stuck(&self) -> bool {
        if self.pos.any_pawn_on_board() {
            return false;
        }
        !(0..self.pos.players)
            .map(Seat)
            .filter(|&s| !self.eliminated(s))
            .any(|seat| {
                [2u8, 4, 6].into_iter().any(|points| {
                    crate::rules::mehen::movegen::has_move(
                        self.env(),
                        &self.pos,
                        seat,
                        points,
                        false,
                    )
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
        let env = self.env();
        let mut pos = self.pos.clone();
        let mut mem = TurnMemory::default();
        let first = action.first.expect("not a pass");
        let cost = apply_piece(
            env,
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
                    env,
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
                if !first.is_own_pawn() || !single_piece_allowed(&self.pos, seat) {
                    return Err(Illegal::NeedTwoPieces);
                }
            }
        }
        Ok(pos)
    }

    /// The position and events after the first one or two piece moves of a turn being composed (a
    /// player's choices before Confirm), checked move by move but not as a whole turn: a first piece
    /// that may not move alone is still previewed.
    pub fn preview(&self, moves: &[PieceMove]) -> Result<(Position, Vec<Event>), Illegal> {
        let mut events = Vec::new();
        let (pos, _) = self.compose(moves, &mut events)?;
        Ok((pos, events))
    }

    /// The points still to give after the first one or two piece moves of a turn being composed.
    pub fn points_left(&self, moves: &[PieceMove]) -> Result<u8, Illegal> {
        self.compose(moves, &mut ()).map(|(_, left)| left)
    }

    /// Plays the piece moves of a turn being composed on a copy: the position and the points left.
    fn compose<S: Sink>(
        &self,
        moves: &[PieceMove],
        sink: &mut S,
    ) -> Result<(Position, u8), Illegal> {
        let (points, after_mehen) = self.move_due()?;
        let env = self.env();
        let mut pos = self.pos.clone();
        let mut mem = TurnMemory::default();
        let mut left = points;
        for &m in moves.iter().take(2) {
            left -= apply_piece(
                env,
                &mut pos,
                self.to_move,
                m,
                &mut mem,
                left,
                after_mehen,
                sink,
            )?;
        }
        Ok((pos, left))
    }

    /// Every legal action for the throw in hand (the pass `-` first). Empty unless a move is due.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Ok((points, after_mehen)) = self.move_due() {
            crate::rules::mehen::movegen::legal_actions(
                self.env(),
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
        match self.move_due() {
            Ok((points, after_mehen)) => crate::rules::mehen::movegen::sample_action(
                self.env(),
                &self.pos,
                self.to_move,
                points,
                after_mehen,
                pick,
            ),
            Err(_) => Action::PASS,
        }
    }
}

impl crate::rules::common::race::RaceGame for Game {
    type Action = Action;
    type Illegal = Illegal;

    fn seat_to_move(&self) -> Option<u8> {
        self.to_move().map(|s| s.0)
    }

    fn throw_due(&self) -> bool {
        matches!(self.phase(), Phase::Throw { .. } | Phase::Tickle)
    }

    fn give_throw(&mut self, throw: u8) -> Result<(), Illegal> {
        let throw =
            crate::rules::common::throw::Throw::new(throw).ok_or(Illegal::NotAThrow(throw))?;
        self.throw(throw, &mut ())
    }

    fn actions(&self, out: &mut Vec<Self::Action>) {
        if self.throw_due() {
            out.clear();
        } else {
            self.legal_actions(out);
        }
    }

    fn take(&mut self, action: Self::Action) -> Result<(), Illegal> {
        self.play(action, &mut ())
    }

    fn winners(&self) -> Option<u8> {
        self.outcome().map(|o| o.winners)
    }

    fn turn_count(&self) -> u32 {
        self.turns()
    }
}
