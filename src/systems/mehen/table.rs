//! The match on the Mehen screen (`play::mehen::MehenMatch`: the engine, its record, the sticks;
//! the seats, the computers, the checkpoint) and the screen's other small resources: the log, the
//! clock, the board's marks, the sticks' tally, the settings.

use crate::ai::Bot;
use crate::dice::Sticks;
use crate::i18n::{Localizer, Said};
use crate::play::mehen::MehenMatch;
use crate::rules::mehen::record::Record;
use crate::rules::{
    Throw,
    mehen::{Action, Game, Phase, PieceMove, Seat},
};
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
    /// The line in a few words (a move's pieces, a stir's pulls), for a narrow strip.
    pub brief: Option<Said>,
}

/// The match on the Mehen screen: the game in play, its seats and computers, where a save starts,
/// and who else drives it (a lesson, the server). The turn being composed ([`TurnDraft`]), the log
/// ([`MatchLog`]), the clock ([`Clock`]), the board's marks ([`BoardMarks`]), the sticks' tally
/// ([`ThrowTally`]) and the screen's settings ([`TableSettings`]) are resources of their own;
/// [`super::sitting`] brings them together where one change touches several.
#[derive(Resource)]
pub struct Table {
    /// The game in play: the engine and its record, the sticks it throws from.
    pub play: MehenMatch,
    pub seats: Vec<SeatSetup>,
    /// A bot per computer seat.
    pub bots: Vec<Option<Bot>>,
    /// A computer is thinking about this turn (on the async compute pool).
    pub thinking: bool,
    /// A short message for the players ("No legal move: passing").
    pub notice: Option<Said>,
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

/// The game log: what happened, a line per throw, stir and move.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct MatchLog(pub Vec<LogLine>);

/// The sticks as they fell this game.
#[derive(Resource, Debug, Clone, Default)]
pub struct ThrowTally {
    /// The sticks as they last fell (flat side up or not) and the throw they made.
    pub last_throw: Option<([bool; 4], Throw)>,
    /// Who made that throw.
    pub thrown_by: Option<Seat>,
    /// Throws of each kind (0-4 flats) this game, for the fairness statistic.
    pub counts: [u32; 5],
    /// Counts throws, so the sticks know when to fly.
    pub serial: u32,
}

/// How the screen tells the game (from the settings).
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct TableSettings {
    pub hints: bool,
    /// The moves' notation shown beside their words.
    pub notation: bool,
}

/// What a lesson asks of the table: the sticks fall as it scripts, and only its goal's moves are
/// played (another is refused: the lesson's panel says its hint). A lesson's game is neither
/// autosaved nor counted.
#[derive(Debug, Clone, Default)]
pub struct Coach {
    pub throws: std::collections::VecDeque<Throw>,
    /// The lesson's goal (`crate::tutorial::reaches`); `None`: any move.
    pub goal: Option<Vec<Vec<PieceMove>>>,
    /// The step asks for a move, any move: a pass is refused while a move is possible.
    pub moves: bool,
    /// Moves refused so far in this step.
    pub refused: u32,
    /// The step's point is made: the table takes no throw or move until the learner goes on.
    pub waiting: Option<StepDone>,
}

pub use crate::tutorial::StepDone;

impl Coach {
    pub fn is_waiting(&self) -> bool {
        self.waiting.is_some()
    }

    /// Does the lesson refuse `action` (another move than its goal's, or a learner's pass where it
    /// asks for a move and one is `possible`)?
    pub fn refuses(&self, action: Action, possible: bool) -> bool {
        let passing = self.moves && action == Action::PASS && possible;
        passing
            || self
                .goal
                .as_ref()
                .is_some_and(|goal| !crate::tutorial::reaches(goal, action))
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
#[derive(Resource, Debug, Clone, Default)]
pub struct BoardMarks {
    pub last: Vec<Trace>,
    pub better: Vec<Trace>,
}

/// A game's clock: the agreed time (seconds), if any, and the time played.
#[derive(Resource, Debug, Clone, Copy, Default)]
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
    /// The match for the seats of `setup` around a game not yet recorded (a fresh one, or a
    /// `[Setup]` position).
    pub fn with_game(setup: &NewGame, game: Game) -> Table {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let play = MehenMatch::new(game, &setup.board_tag, setup.seed);
        let sticks = play.throws().clone();
        Table {
            checkpoint: Checkpoint {
                turns: 0,
                sticks,
                serial: 0,
            },
            seed: setup.seed,
            board_ron: setup.board_ron.clone(),
            thinking: false,
            id: NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            coach: None,
            remote: setup.remote.clone(),
            play,
            seats: setup.seats.clone(),
            notice: None,
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

    /// Notes a new checkpoint when the game waits for a fresh turn or has ended.
    pub(super) fn mark_checkpoint(&mut self) {
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

    /// The record of the completed turns (up to the checkpoint): what saves, exports and replays use.
    pub fn completed_record(&self) -> Record {
        let mut record = self.record().clone();
        record.turns.truncate(self.checkpoint.turns);
        record
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

    /// Where the last of a turn's piece moves ends.
    pub fn destination_in(&self, moves: &[PieceMove]) -> Option<u8> {
        let (last, before) = moves.split_last()?;
        let earlier = self.game().preview(before).ok()?.1.len();
        let (_, events) = self.game().preview(&[before, &[*last]].concat()).ok()?;
        // Only the last move's own events: a lion leaving the board has no destination.
        events[earlier..].iter().rev().find_map(|e| e.destination())
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

impl Clock {
    /// A clock for `minutes` agreed (none: no limit), not started.
    pub fn agreed(minutes: Option<u32>) -> Clock {
        Clock {
            limit: minutes.map(|m| m as f32 * 60.0),
            elapsed: 0.0,
        }
    }

    /// The time-limit clock as shown ("Time left 14:59"), when the game has a time limit.
    pub fn text(&self, loc: &Localizer) -> Option<String> {
        let left = (self.limit? - self.elapsed).max(0.0) as u32;
        let time = format!("{}:{:02}", left / 60, left % 60);
        Some(loc.format("hud-time-left", &[("time", time.into())]))
    }
}

impl ThrowTally {
    /// The last throw, while it belongs to the seat to move (what that seat has in hand, or the
    /// Mehen throw it must throw again after); `None` once the turn has passed on.
    pub fn of_seat_to_move(&self, game: &Game) -> Option<Throw> {
        let (_, throw) = self.last_throw?;
        (self.thrown_by.is_some() && self.thrown_by == game.to_move()).then_some(throw)
    }
}
