//! The match being played: the game in play (`play::mehen::MehenMatch`: the engine, its record, the
//! sticks), the seats, the log, and the turn the player is composing. One resource; systems read it and send it requests.

pub use super::draft::{Selection, TurnDraft};
use crate::ai::Bot;
use crate::dice::Sticks;
use crate::i18n::{Localizer, Said};
use crate::persist::save::{self, LoadedSave, SaveFile};
use crate::play::Match;
use crate::play::mehen::MehenMatch;
use crate::rules::mehen::record::{Record, TurnLine};
use crate::rules::{
    Throw,
    mehen::{Action, Event, Game, Phase, PieceMove, Position, Seat},
};
use crate::systems::mehen::words;
pub use crate::systems::shared::new_game::NewGame;
use crate::systems::shared::remote::RemoteFeed;
pub use crate::systems::shared::seats::{PALETTE, SHAPES, SeatKind, SeatSetup};
use bevy::prelude::*;

/// The record tag that counts a game's take-backs (present when they are allowed).
pub const TAKE_BACKS: &str = "TakeBacks";

/// One line of the game log: what happened in words, and the turn in notation.
#[derive(Debug, Clone)]
pub struct LogLine {
    pub seat: Seat,
    pub words: Said,
    pub notation: String,
    /// The record's turn number, on the line of a turn's move.
    pub turn: Option<u32>,
    /// The spaces the line names, ringed on the board while the pointer is over it.
    pub spaces: Vec<u8>,
}

#[derive(Resource)]
pub struct Table {
    /// The turn being composed by the seat to move.
    pub draft: TurnDraft,
    /// The game in play: the engine and its record, the sticks it throws from.
    pub play: MehenMatch,
    pub seats: Vec<SeatSetup>,
    pub log: Vec<LogLine>,
    /// The sticks as they last fell (flat side up or not) and the throw they made.
    pub last_throw: Option<([bool; 4], Throw)>,
    /// Who made that throw.
    pub thrown_by: Option<Seat>,
    /// What the board marks: the last action, and the review's better move.
    pub marks: BoardMarks,
    /// The time limit and the time played.
    pub clock: Clock,
    pub hints: bool,
    /// The moves' notation shown beside their words (a setting).
    pub notation: bool,
    /// A short message for the players ("No legal move: passing").
    pub notice: Option<Said>,
    /// Throws of each kind (0-4 flats) this game, for the fairness statistic.
    pub throw_counts: [u32; 5],
    /// Counts throws, so the sticks know when to fly.
    pub throw_serial: u32,
    /// A bot per computer seat.
    pub bots: Vec<Option<Bot>>,
    /// A computer is thinking about this turn (on the async compute pool).
    pub thinking: bool,
    /// The last point a save can be taken from: the start of the turn in progress.
    pub checkpoint: Checkpoint,
    /// The game's seed, for saves and records.
    pub seed: u64,
    /// The board's name, and its text when it is not built in (a save carries it).
    pub board_ron: Option<String>,
    /// Different for every table made in this run (a new game, a load, a replay).
    pub id: u64,
    /// A lesson's hold on the game (the Learn screen): its scripted throws and the moves it accepts.
    pub coach: Option<Coach>,
    /// An online game: every throw, and the moves of seats played elsewhere, come from the server.
    pub remote: Option<RemoteFeed>,
}

/// What a lesson asks of the table: the sticks fall as it scripts, and only its goal's moves are
/// played (another is refused with its hint). A lesson's game is neither autosaved nor counted.
#[derive(Debug, Clone, Default)]
pub struct Coach {
    pub throws: std::collections::VecDeque<Throw>,
    /// The lesson's goal (`crate::tutorial::reaches`); `None`: any move.
    pub goal: Option<Vec<Vec<PieceMove>>>,
    pub hint: Said,
    /// Moves refused so far in this step.
    pub refused: u32,
}

impl Coach {
    /// The hint when the lesson refuses `action`.
    pub fn refuses(&self, action: Action) -> Option<Said> {
        let goal = self.goal.as_ref()?;
        (!crate::tutorial::reaches(goal, action)).then(|| self.hint.clone())
    }
}

/// The start of the turn in progress: how many record lines were complete and the sticks' generator
/// then. `serial` grows with each new checkpoint (the autosave follows it).
#[derive(Debug, Clone)]
pub struct Checkpoint {
    pub turns: usize,
    pub sticks: Sticks,
    pub serial: u64,
}

/// What the board marks until the next action: an arrow for each piece of the last action, and in
/// a review the Expert's better move beside it.
#[derive(Debug, Clone, Default)]
pub struct BoardMarks {
    pub last: Vec<Trace>,
    pub better: Vec<Trace>,
}

/// A game's clock: the agreed time (seconds), if any, and the time played.
#[derive(Debug, Clone, Copy, Default)]
pub struct Clock {
    pub limit: Option<f32>,
    pub elapsed: f32,
}

/// Where one piece of the last action went: from a space (`None`: the tail) to a space (`None`: off
/// the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trace {
    pub from: Option<u8>,
    pub to: Option<u8>,
    pub lion: bool,
}

impl Table {
    pub fn new(setup: &NewGame) -> Result<Table, String> {
        let game = Game::with_rules(setup.board.clone(), setup.seats.len() as u8, setup.rules)
            .map_err(|e| e.to_string())?;
        Ok(Table::with_game(setup, game))
    }

    /// A table for the seats of `setup` around a game not yet recorded (a fresh one, or a `[Setup]`
    /// position).
    pub fn with_game(setup: &NewGame, game: Game) -> Table {
        let play = MehenMatch::new(game, &setup.board_tag, setup.seed);
        let sticks = play.throws().clone();
        Table {
            draft: TurnDraft::default(),
            checkpoint: Checkpoint {
                turns: 0,
                sticks: sticks.clone(),
                serial: 0,
            },
            seed: setup.seed,
            board_ron: setup.board_ron.clone(),
            thinking: false,
            id: {
                static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
                NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            },
            coach: None,
            remote: setup.remote.clone(),
            play,
            seats: setup.seats.clone(),
            log: Vec::new(),
            last_throw: None,
            thrown_by: None,
            marks: BoardMarks::default(),
            clock: Clock {
                limit: setup.time_limit_minutes.map(|m| m as f32 * 60.0),
                elapsed: 0.0,
            },
            hints: false,
            notation: false,
            notice: None,
            throw_counts: [0; 5],
            throw_serial: 0,
            bots: setup
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| match s.kind {
                    SeatKind::Computer(level) => {
                        Some(Bot::new(level, setup.seed.wrapping_add(i as u64 * 7919)))
                    }
                    SeatKind::Human => None,
                })
                .collect(),
        }
    }

    pub fn game(&self) -> &Game {
        self.play.game()
    }

    /// The record so far (the turn in progress included).
    pub fn record(&self) -> &Record {
        self.play.record()
    }

    /// The last throw, while it belongs to the seat to move (what that seat has in hand, or the Mehen
    /// throw it must throw again after); `None` once the turn has passed on.
    pub fn throw_of_seat_to_move(&self) -> Option<Throw> {
        let (_, throw) = self.last_throw?;
        (self.thrown_by.is_some() && self.thrown_by == self.game().to_move()).then_some(throw)
    }

    /// The time-limit clock as shown ("Time left 14:59"), when the game has a time limit.
    pub fn clock_text(&self, loc: &Localizer) -> Option<String> {
        let left = (self.clock.limit? - self.clock.elapsed).max(0.0) as u32;
        let time = format!("{}:{:02}", left / 60, left % 60);
        Some(loc.format("hud-time-left", &[("time", time.into())]))
    }

    pub fn seat_colour(&self, seat: Seat) -> Color {
        let i = self
            .seats
            .get(seat.index())
            .map_or(seat.index(), |s| s.colour);
        let [r, g, b] = PALETTE[i % PALETTE.len()].1;
        Color::srgb(r, g, b)
    }

    pub fn seat_name(&self, seat: Seat) -> &str {
        self.seats
            .get(seat.index())
            .map_or("?", |s| s.name.as_str())
    }

    /// Throws the sticks for the seat to move; the engine's events are returned for the animation.
    pub fn throw(&mut self) -> Vec<Event> {
        if let Some(throw) = self.coach.as_mut().and_then(|c| c.throws.pop_front()) {
            return self.throw_given(Sticks::showing(throw), throw);
        }
        if let Some(remote) = &self.remote {
            // Online, the server throws: a seat here asks, and plays the throw once it is back.
            return match remote.take_throw().and_then(Throw::new) {
                Some(throw) => self.throw_given(Sticks::showing(throw), throw),
                None => {
                    let due = Match::throw_due(&self.play);
                    if due && self.game().to_move().is_some_and(|s| remote.is_here(s.0)) {
                        remote.ask_throw(self.game().turns());
                    }
                    Vec::new()
                }
            };
        }
        let (flat, throw) = self.play.draw();
        self.throw_given(flat, throw)
    }

    /// Plays a throw that was made elsewhere (drawn above, or read from a record).
    pub fn throw_given(&mut self, flat: [bool; 4], throw: Throw) -> Vec<Event> {
        self.draft.hint = None;
        self.last_throw = Some((flat, throw));
        self.throw_counts[throw.flats() as usize] += 1;
        self.throw_serial += 1;
        let mut events = Vec::new();
        let seat = self.game().to_move();
        self.thrown_by = seat;
        let before = throw.is_mehen().then(|| self.game().clone());
        if throw.is_mehen() {
            // The stir moves pawns: the last move's arrows would point where they no longer are.
            self.marks.last.clear();
        }
        if self.play.throw_given(flat, throw, &mut events).is_ok()
            && let Some(seat) = seat
        {
            let words = Said::message(
                if throw.is_mehen() {
                    "log-throw-stir"
                } else {
                    "log-throw"
                },
                &[
                    ("name", self.seat_name(seat).to_string().into()),
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
            });
            // The stir, step by step.
            if let Some(before) = before {
                let names = |s: Seat| self.seat_name(s).to_string();
                let told =
                    Said::new(|loc| words::stir_sentences(loc, &before, &events, &names).join(" "));
                let mut spaces: Vec<u8> =
                    events.iter().flat_map(|e| e.spaces()).flatten().collect();
                spaces.sort_unstable();
                spaces.dedup();
                self.log.push(LogLine {
                    seat,
                    words: told,
                    notation: String::new(),
                    turn: None,
                    spaces,
                });
            }
        }
        self.draft.legal = self.play.legal().to_vec();
        self.mark_checkpoint();
        events
    }

    /// Notes a new checkpoint when the game waits for a fresh turn or has ended.
    fn mark_checkpoint(&mut self) {
        let fresh = matches!(
            self.game().phase(),
            Phase::Throw { after_mehen: false } | Phase::Over
        );
        if fresh && self.checkpoint.turns != self.record().turns.len() {
            self.checkpoint = Checkpoint {
                turns: self.record().turns.len(),
                sticks: self.play.throws().clone(),
                serial: self.checkpoint.serial + 1,
            };
        }
    }

    /// The time limit has run out: the engine ends the game on its tie-breakers. Only between turns,
    /// so the record never holds a turn cut in half.
    pub fn end_by_time(&mut self) -> Option<Vec<Event>> {
        if self.is_over() || self.game().phase() != (Phase::Throw { after_mehen: false }) {
            return None;
        }
        let mut events = Vec::new();
        self.play.end_by_time(&mut events);
        self.draft.legal.clear();
        // The record did not grow, so the checkpoint moves by hand.
        self.checkpoint.serial += 1;
        Some(events)
    }

    /// The record of the completed turns (up to the checkpoint): what saves, exports and replays use.
    pub fn completed_record(&self) -> Record {
        let mut record = self.record().clone();
        record.turns.truncate(self.checkpoint.turns);
        record
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

    /// The table a checked save describes, its log rebuilt turn by turn.
    pub fn from_save(loaded: &LoadedSave) -> Result<Table, String> {
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
        let mut table = Table::replayed(&setup, &loaded.record, loaded.record.turns.len())?;
        table.play.set_throws(save.sticks.clone());
        table.checkpoint.sticks = save.sticks.clone();
        table.clock = Clock {
            limit: save.time_limit_seconds,
            elapsed: save.elapsed_seconds,
        };
        Ok(table)
    }

    /// A table with the first `upto` turns of a record played (the replay viewer steps with this).
    pub fn replayed(setup: &NewGame, record: &Record, upto: usize) -> Result<Table, String> {
        let (board, players, rules) = record
            .setup_on(setup.board.clone(), None)
            .map_err(|e| e.to_string())?;
        let start = record
            .start(board, players, rules, None)
            .map_err(|e| e.to_string())?;
        let mut table = Table::with_game(setup, start);
        table.play.set_tags(record.tags.clone());
        for t in record.turns.iter().take(upto) {
            table.replay_turn(t)?;
        }
        if record.ended_by_time && upto >= record.turns.len() {
            table.end_by_time();
        }
        table.last_throw = None;
        Ok(table)
    }

    /// The setup this table's game was played with (its seats, board, rules and seed), for replaying
    /// its record.
    pub fn setup(&self) -> NewGame {
        NewGame {
            board: self.game().board().clone(),
            board_tag: self.record().tag("Board").unwrap_or("classic").into(),
            seats: self.seats.clone(),
            rules: *self.game().rules(),
            time_limit_minutes: None,
            seed: self.seed,
            board_ron: self.board_ron.clone(),
            remote: None,
        }
    }

    /// Take-backs taken in this game, when they are allowed (the record's `[TakeBacks]` tag holds
    /// the count; a game without the tag does not allow them).
    pub fn take_backs(&self) -> Option<u32> {
        self.record().tag(TAKE_BACKS)?.parse().ok()
    }

    /// Allows take-backs in this game (the New game form's choice).
    pub fn allow_take_backs(&mut self) {
        self.play.set_tag(TAKE_BACKS, "0");
    }

    /// The game taken back to the start of the last completed turn of a person's seat, with the
    /// same throw in hand (the computers' replies undone): `None` when take-backs are not allowed
    /// or no person has played a turn. The sticks go on from where they are, so taking back never
    /// throws again.
    pub fn take_back(&self) -> Option<Result<Table, String>> {
        let taken = self.take_backs()?;
        let record = self.completed_record();
        let person = |seat: Seat| self.bots.get(seat.index()).is_some_and(|b| b.is_none());
        let k = record.turns.iter().rposition(|t| person(t.seat))?;
        let setup = self.setup();
        let back = (|| {
            let mut table = Table::replayed(&setup, &record, k)?;
            let line = &record.turns[k];
            for &f in &line.throws {
                let throw = Throw::new(f).ok_or("not a throw")?;
                table.throw_given(Sticks::showing(throw), throw);
            }
            table.play.set_tag(TAKE_BACKS, &(taken + 1).to_string());
            table.bots = self.bots.clone();
            table.play.set_throws(self.play.throws().clone());
            table.checkpoint.sticks = self.play.throws().clone();
            table.clock = self.clock;
            table.hints = self.hints;
            table.throw_counts = self.throw_counts;
            table.throw_serial = self.throw_serial + 1;
            table.notice = Some(Said::message(
                "notice-taken-back",
                &[("turn", line.number.into())],
            ));
            Ok(table)
        })();
        Some(back)
    }

    /// Plays one recorded turn through the table (so the log reads as it did), returning its events.
    pub fn replay_turn(&mut self, t: &TurnLine) -> Result<Vec<Event>, String> {
        let bad = |e: String| format!("turn {}: {e}", t.number);
        let mut events = Vec::new();
        for &f in &t.throws {
            let throw = Throw::new(f).ok_or_else(|| bad(format!("{f} is not a throw")))?;
            if self.is_over() {
                return Err(bad("the game is already over".into()));
            }
            events.extend(self.throw_given(Sticks::showing(throw), throw));
        }
        if let Some(a) = t.action {
            events.extend(self.play(a).map_err(bad)?);
        }
        if let Some(f) = t.tickle {
            let throw = Throw::new(f).ok_or_else(|| bad(format!("{f} is not a throw")))?;
            events.extend(self.throw_given(Sticks::showing(throw), throw));
        }
        Ok(events)
    }

    /// Plays an action for the seat to move; `Err` leaves everything unchanged.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, String> {
        let seat = self.game().to_move().ok_or("the game is over")?;
        let turn_number = self.game().turns();
        // Told from the game before the move: what each piece slides over, devours or forms.
        let words = Said::new(|loc| self.describe_action(loc, action, true));
        let last_move = self.traces(action);
        let mut events = Vec::new();
        self.play
            .act(action, &mut events)
            .map_err(|e| e.to_string())?;
        // The chosen moves were already shown as a preview; animate only what follows them.
        events.drain(..self.draft.previewed.min(events.len()));
        self.draft.previewed = 0;
        let turn = self.play.record().turns.last();
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
        });
        self.marks.last = last_move;
        self.marks.better.clear();
        self.draft.chosen.clear();
        self.draft.selected = None;
        self.draft.legal.clear();
        self.draft.hint = None;
        self.mark_checkpoint();
        if let Some(remote) = &self.remote {
            remote.played(remote.is_here(seat.0), turn_number, action.to_string());
        }
        Ok(events)
    }

    /// Where each piece of `action` (for the seat to move) goes, for the arrows on the board.
    pub fn traces(&self, action: Action) -> Vec<Trace> {
        let moves: Vec<PieceMove> = action.moves().collect();
        (0..moves.len())
            .map(|i| Trace {
                from: moves[i].from(),
                to: self.destination_in(&moves[..=i]),
                lion: moves[i].is_lion(),
            })
            .collect()
    }

    /// The action made of the pieces chosen so far, if it is legal as it stands.
    pub fn composed(&self) -> Option<Action> {
        let action = match self.draft.chosen.as_slice() {
            [a] => Action::single(*a),
            [a, b] => Action::pair(*a, *b),
            _ => return None,
        };
        self.draft.legal.contains(&action).then_some(action)
    }

    /// Legal actions that start with the pieces chosen so far.
    fn continuing(&self) -> impl Iterator<Item = &Action> {
        let chosen = self.draft.chosen.clone();
        self.draft
            .legal
            .iter()
            .filter(move |a| match chosen.as_slice() {
                [] => true,
                [m] => a.first == Some(*m),
                _ => false,
            })
    }

    /// The next piece move of each legal continuation, each once, in the engine's order.
    pub fn next_moves(&self) -> Vec<PieceMove> {
        let k = self.draft.chosen.len();
        let mut out: Vec<PieceMove> = Vec::new();
        for m in self
            .continuing()
            .filter_map(|a| if k == 0 { a.first } else { a.second })
        {
            if !out.contains(&m) {
                out.push(m);
            }
        }
        out
    }

    /// Selects the piece on `from` (`None`: the tail) for the next slot; false if it has no move.
    pub fn select(&mut self, from: Option<u8>, lion: bool) -> bool {
        let options: Vec<(PieceMove, Option<u8>)> = self
            .next_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.is_lion() == lion)
            .map(|m| (m, self.destination(m)))
            .collect();
        if options.is_empty() {
            return false;
        }
        self.draft.selected = Some(Selection {
            from,
            lion,
            options,
            narrowed: false,
        });
        true
    }

    /// A piece move offered to the player, in words ("Move your pawn on 12 to 16 (4 points)").
    pub fn option_words(&self, loc: &Localizer, m: PieceMove) -> String {
        let names = |s: Seat| self.seat_name(s).to_string();
        words::piece_words(
            loc,
            self.game(),
            &self.draft.chosen,
            m,
            words::Voice::Option,
            &names,
        )
        .unwrap_or_else(|| m.to_string())
    }

    /// The piece moves chosen so far this turn, in words.
    pub fn chosen_words(&self, loc: &Localizer) -> Vec<String> {
        let names = |s: Seat| self.seat_name(s).to_string();
        (0..self.draft.chosen.len())
            .map(|i| {
                let m = self.draft.chosen[i];
                words::piece_words(
                    loc,
                    self.game(),
                    &self.draft.chosen[..i],
                    m,
                    words::Voice::Option,
                    &names,
                )
                .unwrap_or_else(|| m.to_string())
            })
            .collect()
    }

    /// Why the piece clicked has no move now, in words.
    pub fn why_not(&self, from: Option<u8>, lion: bool) -> Said {
        let names = |s: Seat| self.seat_name(s).to_string();
        let left = self.game().points_left(&self.draft.chosen).unwrap_or(0);
        Said::new(|loc| {
            crate::systems::mehen::why_not::why_not(
                loc,
                self.game(),
                &self.draft.chosen,
                from,
                lion,
                left,
                &names,
            )
        })
    }

    /// Where a piece move (after the chosen ones) ends, for highlighting.
    pub fn destination(&self, m: PieceMove) -> Option<u8> {
        self.destination_after(self.draft.chosen.len(), m)
    }

    /// Where the `i`-th chosen piece move ends.
    pub fn destination_after(&self, i: usize, m: PieceMove) -> Option<u8> {
        let mut moves = self.draft.chosen[..i].to_vec();
        moves.push(m);
        self.destination_in(&moves)
    }

    /// Where the last of a turn's piece moves ends.
    fn destination_in(&self, moves: &[PieceMove]) -> Option<u8> {
        let (last, before) = moves.split_last()?;
        let earlier = self.game().preview(before).ok()?.1.len();
        let (_, events) = self.game().preview(&[before, &[*last]].concat()).ok()?;
        // Only the last move's own events: a lion leaving the board has no destination.
        events[earlier..].iter().rev().find_map(|e| e.destination())
    }

    /// Adds a piece move to the turn being composed and queues its preview for the board.
    pub fn choose(&mut self, m: PieceMove) {
        self.draft.chosen.push(m);
        self.draft.selected = None;
        if let Ok((_, events)) = self.game().preview(&self.draft.chosen) {
            self.draft.preview_events.extend(
                events[self.draft.previewed.min(events.len())..]
                    .iter()
                    .cloned(),
            );
            self.draft.previewed = events.len();
        }
    }

    /// Takes back the selection, or else the last chosen piece move (its preview is undone on the board).
    pub fn undo(&mut self) {
        if self.draft.selected.take().is_none() && self.draft.chosen.pop().is_some() {
            self.draft.previewed = self
                .game()
                .preview(&self.draft.chosen)
                .map_or(0, |(_, e)| e.len());
            self.draft.preview_events.clear();
            self.draft.resync = true;
        }
    }

    /// The position the board shows: the engine's, with the chosen piece moves applied.
    pub fn shown_position(&self) -> Position {
        match self.game().preview(&self.draft.chosen) {
            Ok((pos, _)) if !self.draft.chosen.is_empty() => pos,
            _ => self.game().position().clone(),
        }
    }

    pub fn is_over(&self) -> bool {
        self.game().is_over()
    }

    /// Is the seat to move played by no one at this screen (the computer, or a player online)?
    pub fn computer_to_move(&self) -> bool {
        self.remote_to_move()
            || self
                .game()
                .to_move()
                .is_some_and(|s| self.bots.get(s.index()).is_some_and(|b| b.is_some()))
    }

    /// Is the seat to move played elsewhere (an online game)?
    pub fn remote_to_move(&self) -> bool {
        self.remote
            .as_ref()
            .zip(self.game().to_move())
            .is_some_and(|(r, s)| r.drives(s.0))
    }

    /// The bot of the seat to move (a computer seat), to think away from the table.
    pub fn bot_to_move(&self) -> Option<Bot> {
        let seat = self.game().to_move()?;
        self.bots.get(seat.index())?.clone()
    }

    /// The computer's choice for the seat to move.
    pub fn computer_choice(&mut self) -> Option<Action> {
        let seat = self.game().to_move()?;
        let game = self.game().clone();
        self.bots
            .get_mut(seat.index())?
            .as_mut()
            .map(|b| b.choose(&game))
    }
}

impl Table {
    /// An action of the seat to move in words: a sentence per piece for the log (`voice_log`), or the
    /// phrases a player reads (a hint).
    pub fn describe_action(&self, loc: &Localizer, action: Action, voice_log: bool) -> String {
        let names = |s: Seat| self.seat_name(s).to_string();
        // A pass with no other move possible is told with the reason.
        if action.moves().next().is_none() && self.draft.legal == [Action::PASS] && voice_log {
            return crate::systems::mehen::why_not::why_no_move(loc, self.game(), &names);
        }
        words::describe_action(loc, self.game(), action, voice_log, &names)
    }
}
