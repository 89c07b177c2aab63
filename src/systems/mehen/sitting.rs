//! The Mehen screen's resources together: the match ([`Table`]), the turn being composed
//! ([`TurnDraft`]), the log, the clock, the board's marks, the sticks' tally and the settings. A
//! throw or a move touches several of them at once; here is where it does. A [`Sitting`] owns
//! them (a game being made, replayed or taken back, and the tests); on the screen they are separate
//! resources, reached together through [`MehenScreen`] and [`MehenScreenMut`].

use super::brief;
use super::table::{
    BoardMarks, Clock, LogLine, MatchLog, NewGame, SeatSetup, TAKE_BACKS, Table, TableSettings,
    ThrowTally,
};
use super::words;
use crate::dice::Sticks;
use crate::i18n::{Localizer, Said};
use crate::persist::save::{self, LoadedSave, SaveFile};
use crate::play::Match;
use crate::rules::Throw;
use crate::rules::common::setup_error::PositionError;
use crate::rules::mehen::record::{Record, ReplayError, TurnLine};
use crate::rules::mehen::{Action, Event, Game, Illegal, Phase, Seat};
use crate::systems::mehen::draft::TurnDraft;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The parts of `$s` (anything with the seven fields), read.
macro_rules! view_of {
    ($s:expr) => {
        Screen {
            table: &$s.table,
            draft: &$s.draft,
            log: &$s.log,
            clock: &$s.clock,
            marks: &$s.marks,
            tally: &$s.tally,
            settings: &$s.settings,
        }
    };
}

/// The parts of `$s`, to change.
macro_rules! view_mut_of {
    ($s:expr) => {
        ScreenMut {
            table: &mut $s.table,
            draft: &mut $s.draft,
            log: &mut $s.log,
            clock: &mut $s.clock,
            marks: &mut $s.marks,
            tally: &mut $s.tally,
            settings: &mut $s.settings,
        }
    };
}

/// Why a table could not be made or a turn played on it.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// The seats and rules make no game.
    #[error("{0}")]
    Position(#[from] PositionError),
    #[error("{0}")]
    Record(#[from] ReplayError),
    #[error("{0} is not a throw")]
    NotAThrow(u8),
    #[error("the game is over")]
    Over,
    #[error("{0}")]
    Illegal(#[from] Illegal),
    /// A recorded turn that could not be played.
    #[error("turn {turn}: {problem}")]
    AtTurn { turn: u32, problem: Box<TableError> },
}

/// Every part of the Mehen screen's state, owned.
pub struct Sitting {
    pub table: Table,
    pub draft: TurnDraft,
    pub log: MatchLog,
    pub clock: Clock,
    pub marks: BoardMarks,
    pub tally: ThrowTally,
    pub settings: TableSettings,
}

/// The parts, read.
#[derive(Clone, Copy)]
pub struct Screen<'a> {
    pub table: &'a Table,
    pub draft: &'a TurnDraft,
    pub log: &'a MatchLog,
    pub clock: &'a Clock,
    pub marks: &'a BoardMarks,
    pub tally: &'a ThrowTally,
    pub settings: &'a TableSettings,
}

/// The parts, changed together.
pub struct ScreenMut<'a> {
    pub table: &'a mut Table,
    pub draft: &'a mut TurnDraft,
    pub log: &'a mut MatchLog,
    pub clock: &'a mut Clock,
    pub marks: &'a mut BoardMarks,
    pub tally: &'a mut ThrowTally,
    pub settings: &'a mut TableSettings,
}

/// The parts as a system reads them.
#[derive(SystemParam)]
pub struct MehenScreen<'w> {
    table: Res<'w, Table>,
    draft: Res<'w, TurnDraft>,
    log: Res<'w, MatchLog>,
    clock: Res<'w, Clock>,
    marks: Res<'w, BoardMarks>,
    tally: Res<'w, ThrowTally>,
    settings: Res<'w, TableSettings>,
}

/// The parts as a system changes them.
#[derive(SystemParam)]
pub struct MehenScreenMut<'w> {
    table: ResMut<'w, Table>,
    draft: ResMut<'w, TurnDraft>,
    log: ResMut<'w, MatchLog>,
    clock: ResMut<'w, Clock>,
    marks: ResMut<'w, BoardMarks>,
    tally: ResMut<'w, ThrowTally>,
    settings: ResMut<'w, TableSettings>,
}

impl MehenScreen<'_> {
    pub fn view(&self) -> Screen<'_> {
        view_of!(self)
    }
}

impl MehenScreenMut<'_> {
    pub fn view_mut(&mut self) -> ScreenMut<'_> {
        view_mut_of!(self)
    }

    /// The parts to read, leaving them unchanged for change detection.
    pub fn view(&self) -> Screen<'_> {
        view_of!(self)
    }
}

impl std::ops::Deref for Screen<'_> {
    type Target = Table;
    fn deref(&self) -> &Table {
        self.table
    }
}

impl std::ops::Deref for Sitting {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.table
    }
}

impl std::ops::DerefMut for Sitting {
    fn deref_mut(&mut self) -> &mut Table {
        &mut self.table
    }
}

impl std::ops::Deref for ScreenMut<'_> {
    type Target = Table;
    fn deref(&self) -> &Table {
        self.table
    }
}

impl std::ops::DerefMut for ScreenMut<'_> {
    fn deref_mut(&mut self) -> &mut Table {
        self.table
    }
}

impl Sitting {
    pub fn new(setup: &NewGame) -> Result<Sitting, TableError> {
        let game = Game::with_rules(setup.board.clone(), setup.seats.len() as u8, setup.rules)?;
        Ok(Sitting::with_game(setup, game))
    }

    /// A sitting for the seats of `setup` around a game not yet recorded (a fresh one, or a
    /// `[Setup]` position).
    pub fn with_game(setup: &NewGame, game: Game) -> Sitting {
        Sitting {
            table: Table::with_game(setup, game),
            draft: TurnDraft::default(),
            log: MatchLog::default(),
            clock: Clock::agreed(setup.time_limit_minutes),
            marks: BoardMarks::default(),
            tally: ThrowTally::default(),
            settings: TableSettings::default(),
        }
    }

    /// The parts put on the screen as resources (once the commands are applied).
    pub fn insert(self, commands: &mut Commands) {
        commands.queue(move |world: &mut World| self.put(world));
    }

    /// The parts put in `world` as resources.
    pub fn put(self, world: &mut World) {
        world.insert_resource(self.table);
        world.insert_resource(self.draft);
        world.insert_resource(self.log);
        world.insert_resource(self.clock);
        world.insert_resource(self.marks);
        world.insert_resource(self.tally);
        world.insert_resource(self.settings);
    }

    pub fn view(&self) -> Screen<'_> {
        view_of!(self)
    }

    pub fn view_mut(&mut self) -> ScreenMut<'_> {
        view_mut_of!(self)
    }

    /// The sitting a checked save describes, its log rebuilt turn by turn.
    pub fn from_save(loaded: &LoadedSave) -> Result<Sitting, TableError> {
        let save = &loaded.save;
        let setup = NewGame {
            board: loaded.board.clone(),
            board_tag: save.board.clone(),
            seats: save.seats.iter().map(SeatSetup::from_saved).collect(),
            rules: *loaded.game.rules(),
            time_limit_minutes: None,
            seed: save.seed,
            board_ron: save.board_ron.clone(),
            remote: None,
        };
        let mut sitting = Sitting::replayed(&setup, &loaded.record, loaded.record.turns.len())?;
        sitting.table.play.set_throws(save.sticks.clone());
        sitting.table.checkpoint.sticks = save.sticks.clone();
        sitting.clock = Clock {
            limit: save.time_limit_seconds,
            elapsed: save.elapsed_seconds,
        };
        Ok(sitting)
    }

    /// A sitting with the first `upto` turns of a record played (the replay viewer steps with this).
    pub fn replayed(setup: &NewGame, record: &Record, upto: usize) -> Result<Sitting, TableError> {
        let (board, players, rules) = record.setup_on(setup.board.clone(), None)?;
        let start = record.start(board, players, rules, None)?;
        let mut sitting = Sitting::with_game(setup, start);
        sitting.table.play.set_tags(record.tags.clone());
        let mut on = sitting.view_mut();
        for t in record.turns.iter().take(upto) {
            on.replay_turn(t)?;
        }
        if record.ended_by_time && upto >= record.turns.len() {
            on.end_by_time();
        }
        sitting.tally.last_throw = None;
        Ok(sitting)
    }
}

impl Screen<'_> {
    /// The last throw, while it belongs to the seat to move.
    pub fn throw_of_seat_to_move(&self) -> Option<Throw> {
        self.tally.of_seat_to_move(self.game())
    }

    /// The game as a save: the record up to the checkpoint, the generator as it stood there.
    pub fn to_save(&self) -> SaveFile {
        let record = self.completed_record();
        SaveFile {
            format: save::SAVE_FORMAT.into(),
            version: save::SAVE_VERSION,
            game: "mehen".into(),
            saved_at: crate::persist::now_seconds(),
            board: record.tag("Board").unwrap_or("classic").to_string(),
            board_ron: self.board_ron.clone(),
            seats: self.seats.iter().map(SeatSetup::to_saved).collect(),
            time_limit_seconds: self.clock.limit,
            elapsed_seconds: self.clock.elapsed,
            seed: self.seed,
            sticks: self.checkpoint.sticks.clone(),
            record: record.to_string(),
        }
    }

    /// The game taken back to the start of the last completed turn of a person's seat, with the
    /// same throw in hand (the computers' replies undone): `None` when take-backs are not allowed
    /// or no person has played a turn. The sticks go on from where they are, so taking back never
    /// throws again.
    pub fn take_back(&self) -> Option<Result<Sitting, TableError>> {
        let taken = self.take_backs()?;
        let record = self.completed_record();
        let person = |seat: Seat| self.bots.get(seat.index()).is_some_and(|b| b.is_none());
        let k = record.turns.iter().rposition(|t| person(t.seat))?;
        let line = &record.turns[k];
        let back = || {
            let mut sitting = Sitting::replayed(&self.setup(), &record, k)?;
            let mut on = sitting.view_mut();
            for &f in &line.throws {
                let throw = Throw::new(f).ok_or(TableError::NotAThrow(f))?;
                on.throw_given(Sticks::showing(throw), throw);
            }
            let table = &mut sitting.table;
            table.play.set_tag(TAKE_BACKS, &(taken + 1).to_string());
            table.bots = self.bots.clone();
            table.play.set_throws(self.play.throws().clone());
            table.checkpoint.sticks = self.play.throws().clone();
            table.notice = Some(Said::message(
                "notice-taken-back",
                &[("turn", line.number.into())],
            ));
            sitting.clock = *self.clock;
            sitting.settings = *self.settings;
            sitting.tally.counts = self.tally.counts;
            sitting.tally.serial = self.tally.serial + 1;
            Ok(sitting)
        };
        Some(back())
    }

    /// A piece move offered to the player, in words.
    pub fn option_words(&self, loc: &Localizer, m: crate::rules::mehen::PieceMove) -> String {
        self.draft.option_words(self.table, loc, m)
    }

    /// An action of the seat to move in words (see [`TurnDraft::describe_action`]).
    pub fn describe_action(&self, loc: &Localizer, action: Action, voice_log: bool) -> String {
        self.draft
            .describe_action(self.table, loc, action, voice_log)
    }
}

impl ScreenMut<'_> {
    /// Puts another sitting on the screen (a take-back, a replay's step), the screen's settings kept.
    pub fn replace(&mut self, sitting: Sitting) {
        *self.table = sitting.table;
        *self.draft = sitting.draft;
        *self.log = sitting.log;
        *self.clock = sitting.clock;
        *self.marks = sitting.marks;
        *self.tally = sitting.tally;
    }

    pub fn view(&self) -> Screen<'_> {
        view_of!(*self)
    }

    /// Throws the sticks for the seat to move; the engine's events are returned for the animation.
    pub fn throw(&mut self) -> Vec<Event> {
        let scripted = self.table.coach.as_mut().and_then(|c| c.throws.pop_front());
        if let Some(throw) = scripted {
            return self.throw_given(Sticks::showing(throw), throw);
        }
        if let Some(remote) = &self.table.remote {
            // Online, the server throws: a seat here asks, and plays the throw once it is back.
            return match remote.take_throw().and_then(Throw::new) {
                Some(throw) => self.throw_given(Sticks::showing(throw), throw),
                None => {
                    let due = Match::throw_due(&self.table.play);
                    if due && self.game().to_move().is_some_and(|s| remote.is_here(s.0)) {
                        remote.ask_throw(self.game().turns());
                    }
                    Vec::new()
                }
            };
        }
        let (flat, throw) = self.table.play.draw();
        self.throw_given(flat, throw)
    }

    /// Plays a throw that was made elsewhere (drawn above, or read from a record).
    pub fn throw_given(&mut self, flat: [bool; 4], throw: Throw) -> Vec<Event> {
        self.draft.hint = None;
        self.tally.last_throw = Some((flat, throw));
        self.tally.counts[throw.flats() as usize] += 1;
        self.tally.serial += 1;
        let mut events = Vec::new();
        let seat = self.game().to_move();
        self.tally.thrown_by = seat;
        let before = throw.is_mehen().then(|| self.game().clone());
        if throw.is_mehen() {
            // The stir moves pawns: the last move's arrows would point where they no longer are.
            self.marks.last.clear();
        }
        if self
            .table
            .play
            .throw_given(flat, throw, &mut events)
            .is_ok()
            && let Some(seat) = seat
        {
            self.log_throw(seat, throw, before.as_ref(), &events);
        }
        self.draft.legal = self.table.play.legal().to_vec();
        self.table.mark_checkpoint();
        events
    }

    /// The log's lines for a throw: who threw what, and the stir step by step.
    fn log_throw(&mut self, seat: Seat, throw: Throw, before: Option<&Game>, events: &[Event]) {
        let table = &*self.table;
        let key = if throw.is_mehen() {
            "log-throw-stir"
        } else {
            "log-throw"
        };
        let words = Said::message(
            key,
            &[
                ("name", table.seat_name(seat).to_string().into()),
                ("flats", throw.flats().into()),
                ("count", throw.points().into()),
            ],
        );
        self.log.push(LogLine {
            seat,
            words,
            notation: String::new(),
            turn: None,
            spaces: Vec::new(),
            brief: None,
        });
        if let Some(before) = before {
            let names = |s: Seat| table.seat_name(s).to_string();
            let told =
                Said::new(|loc| words::stir_sentences(loc, before, events, &names).join(" "));
            let head = before.board().head;
            let brief = Said::new(|loc| brief::brief_stir(loc, events, head, &names));
            let mut spaces: Vec<u8> = events.iter().flat_map(|e| e.spaces()).flatten().collect();
            spaces.sort_unstable();
            spaces.dedup();
            self.log.push(LogLine {
                seat,
                words: told,
                notation: String::new(),
                turn: None,
                spaces,
                brief: Some(brief),
            });
        }
    }

    /// The time limit has run out: the engine ends the game on its tie-breakers. Only between
    /// turns, so the record never holds a turn cut in half.
    pub fn end_by_time(&mut self) -> Option<Vec<Event>> {
        if self.is_over() || self.game().phase() != (Phase::Throw { after_mehen: false }) {
            return None;
        }
        let mut events = Vec::new();
        self.table.play.end_by_time(&mut events);
        self.draft.legal.clear();
        // The record did not grow, so the checkpoint moves by hand.
        self.table.checkpoint.serial += 1;
        Some(events)
    }

    /// Plays one recorded turn through the table (so the log reads as it did), returning its events.
    pub fn replay_turn(&mut self, t: &TurnLine) -> Result<Vec<Event>, TableError> {
        let at = |problem: TableError| TableError::AtTurn {
            turn: t.number,
            problem: Box::new(problem),
        };
        let mut events = Vec::new();
        for &f in &t.throws {
            let throw = Throw::new(f).ok_or_else(|| at(TableError::NotAThrow(f)))?;
            if self.is_over() {
                return Err(at(TableError::Over));
            }
            events.extend(self.throw_given(Sticks::showing(throw), throw));
        }
        if let Some(a) = t.action {
            events.extend(self.play(a).map_err(at)?);
        }
        if let Some(f) = t.tickle {
            let throw = Throw::new(f).ok_or_else(|| at(TableError::NotAThrow(f)))?;
            events.extend(self.throw_given(Sticks::showing(throw), throw));
        }
        Ok(events)
    }

    /// Plays an action for the seat to move; `Err` leaves everything unchanged.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, TableError> {
        let seat = self.game().to_move().ok_or(TableError::Over)?;
        let turn_number = self.game().turns();
        // Told from the game before the move: what each piece slides over, devours or forms.
        let view = self.view();
        let words = Said::new(|loc| view.describe_action(loc, action, true));
        let last_move = self.traces(action);
        let mut events = Vec::new();
        self.table.play.act(action, &mut events)?;
        let devoured = events
            .iter()
            .filter(|e| matches!(e, Event::Devoured { by_lion: true, .. }))
            .count();
        let head = self.game().board().head;
        let brief = Said::new(|loc| brief::brief_move(loc, &last_move, head, devoured));
        // The chosen moves were already shown as a preview; animate only what follows them.
        events.drain(..self.draft.previewed.min(events.len()));
        self.draft.previewed = 0;
        let turn = self.table.play.record().turns.last();
        let notation = turn
            .map(|t| {
                let throws: Vec<String> = t.throws.iter().map(|f| f.to_string()).collect();
                format!("{}. {} {}: {}", t.number, t.seat, throws.join(" "), action)
            })
            .unwrap_or_default();
        let spaces = last_move
            .iter()
            .flat_map(|t| [t.from, t.to])
            .flatten()
            .collect();
        self.log.push(LogLine {
            seat,
            words,
            notation,
            turn: turn.map(|t| t.number),
            spaces,
            brief: (!last_move.is_empty()).then_some(brief),
        });
        self.marks.last = last_move;
        self.marks.better.clear();
        self.draft.chosen.clear();
        self.draft.selected = None;
        self.draft.legal.clear();
        self.draft.hint = None;
        self.table.mark_checkpoint();
        if let Some(remote) = &self.table.remote {
            remote.played(remote.is_here(seat.0), turn_number, action.to_string());
        }
        Ok(events)
    }

    /// Selects the piece on `from` (`None`: the tail) for the next slot; false if it has no move.
    pub fn select(&mut self, from: Option<u8>, lion: bool) -> bool {
        self.draft.select(self.table, from, lion)
    }

    /// Adds a piece move to the turn being composed and queues its preview.
    pub fn choose(&mut self, m: crate::rules::mehen::PieceMove) {
        self.draft.choose(self.table.game(), m);
    }

    /// Takes back the selection, or else the last chosen piece move.
    pub fn undo(&mut self) {
        self.draft.undo(self.table.game());
    }
}

impl<'a> Screen<'a> {
    /// The parts as they stand in `world` (the tests and tools read a screen this way).
    pub fn of(world: &'a World) -> Screen<'a> {
        Screen {
            table: world.resource(),
            draft: world.resource(),
            log: world.resource(),
            clock: world.resource(),
            marks: world.resource(),
            tally: world.resource(),
            settings: world.resource(),
        }
    }
}
