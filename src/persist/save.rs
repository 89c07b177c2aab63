//! Save files: RON holding everything a game needs to continue exactly as it would have, namely the
//! board, the seats, the clock, the sticks' generator state and the full record.
//!
//! A save is taken at the start of the turn in progress (the record holds whole turns only, and the
//! generator state is the one before that turn's first throw), so a loaded game throws the same
//! sticks the uninterrupted game would have.
//!
//! Reading checks, in order: the file is text, it is a Mehen save, its version is one this build reads,
//! its fields have the right types, then every value (seats, clock, board, and the record replayed
//! against the rules). The first failure is reported with the file, the place and the problem.

use super::{FileError, read_text, ron_problem};
use crate::ai::Level;
use crate::dice::Sticks;
use crate::rules::common::board_error::BoardError;
use crate::rules::mehen::record::{Record, ReplayError};
use crate::rules::mehen::{Board, Game};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::Arc;

/// The first field of every save; anything else is a foreign file.
pub const SAVE_FORMAT: &str = "mehen-save";
/// The newest save version this build writes and reads.
pub const SAVE_VERSION: u32 = 1;
/// Longest seat name a save may hold (the setup screen allows fewer).
pub const MAX_NAME_CHARS: usize = 40;
/// Colours a seat may pick (the game's palette).
pub const COLOURS: u8 = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Human,
    Computer(Level),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedSeat {
    pub name: String,
    /// Index into the game's palette.
    pub colour: u8,
    pub player: Player,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename = "MehenSave", deny_unknown_fields)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    /// Which game of the collection (`mehen` for now).
    pub game: String,
    /// Seconds since the Unix epoch when it was written.
    pub saved_at: u64,
    /// The board's name: a built-in board, or the name of the board carried in `board_ron`.
    pub board: String,
    /// The text of a board that is not built in, so the save loads even if its file changes or goes.
    pub board_ron: Option<String>,
    pub seats: Vec<SavedSeat>,
    pub time_limit_seconds: Option<f32>,
    pub elapsed_seconds: f32,
    /// The game's seed (for people; the generator state below is what continues the game).
    pub seed: u64,
    /// The sticks' generator at the start of the turn in progress.
    pub sticks: Sticks,
    /// The `.mehen` record of every completed turn; its header holds the rules options and teams.
    pub record: String,
}

/// Just enough of a file to tell a foreign or newer file from a broken one.
#[derive(Deserialize)]
#[serde(rename = "MehenSave")]
struct Header {
    format: Option<String>,
    version: Option<u32>,
}

/// A save that has been read and checked: the file, its board, and its record (already replayed once).
#[derive(Debug, Clone)]
pub struct LoadedSave {
    pub save: SaveFile,
    pub board: Arc<Board>,
    pub record: Record,
    /// The game at the save's point.
    pub game: Game,
}

impl LoadedSave {
    /// One line about the save for the Load screen: its players, board and turn.
    pub fn describe(&self) -> crate::i18n::Said {
        let names: Vec<&str> = self.save.seats.iter().map(|s| s.name.as_str()).collect();
        let turn = if self.game.is_over() {
            0
        } else {
            self.game.turns() + 1
        };
        crate::i18n::Said::message(
            "about-mehen-save",
            &[
                ("names", names.join(", ").into()),
                ("board", self.save.board.clone().into()),
                ("turn", turn.into()),
            ],
        )
    }
}

impl SaveFile {
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(true)
            .depth_limit(3);
        ron::ser::to_string_pretty(self, config).expect("a save always serializes")
    }
}

/// Reads and checks a save file.
pub fn load_save(path: &Path) -> Result<LoadedSave, FileError> {
    let text = read_text(path)?;
    parse_save(&text).map_err(|p| FileError::new(path, p.to_string()))
}

/// What is wrong with a save's text (the caller names the file).
#[derive(Debug, thiserror::Error)]
pub enum SaveProblem {
    #[error("the file is empty; it is not a Mehen save")]
    Empty,
    #[error("damaged save: {0}")]
    Damaged(String),
    #[error("not a Mehen save ({0})")]
    NotASave(String),
    #[error(
        "written by a newer version of Mehen (save version {0}; this version reads up to {SAVE_VERSION})"
    )]
    Newer(u32),
    #[error("the save has no valid `version`")]
    NoVersion,
    #[error("the game `{0}` is not one this version plays")]
    OtherGame(String),
    #[error("seats: {0} seats; a game has 2 to 6")]
    SeatCount(usize),
    #[error("seats[{0}]: a name has 1 to {MAX_NAME_CHARS} printable characters")]
    SeatName(usize),
    #[error("seats[{seat}]: colour {colour} is not one of the {COLOURS} colours (0-{})", COLOURS - 1)]
    SeatColour { seat: usize, colour: u8 },
    #[error("elapsed_seconds: {0} is not a time")]
    Elapsed(f32),
    #[error("time_limit_seconds: {0} is not a time limit (over 0, at most a day)")]
    TimeLimit(f32),
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error("board: `{0}` is not a built-in board and the save does not carry it")]
    UnknownBoard(String),
    #[error("record, line {0}")]
    RecordSyntax(String),
    #[error("record: {0}")]
    Record(#[from] ReplayError),
    #[error("the record is for {players} players but the save has {seats} seats")]
    PlayersDiffer { players: u8, seats: usize },
}

/// Checks a save's text; the error is the problem (the caller adds the file).
pub fn parse_save(text: &str) -> Result<LoadedSave, SaveProblem> {
    if text.trim().is_empty() {
        return Err(SaveProblem::Empty);
    }
    // `Some(..)` may be left out, as in board files.
    let options =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let header: Header = options.from_str(text).map_err(|e| {
        // A file that is not even RON shaped like a save is named as such before its first error.
        if text.trim_start().starts_with("MehenSave") || text.contains("format:") {
            SaveProblem::Damaged(ron_problem(&e))
        } else {
            SaveProblem::NotASave(ron_problem(&e))
        }
    })?;
    match header.format.as_deref() {
        Some(SAVE_FORMAT) => {}
        Some(other) => return Err(SaveProblem::NotASave(format!("format `{other}`"))),
        None => return Err(SaveProblem::NotASave("no `format` field".into())),
    }
    match header.version {
        Some(v) if v > SAVE_VERSION => {
            return Err(SaveProblem::Newer(v));
        }
        Some(0) | None => return Err(SaveProblem::NoVersion),
        Some(_) => {}
    }
    let save: SaveFile = options
        .from_str(text)
        .map_err(|e| SaveProblem::Damaged(ron_problem(&e)))?;
    check(save)
}

fn check(save: SaveFile) -> Result<LoadedSave, SaveProblem> {
    if save.game != "mehen" {
        return Err(SaveProblem::OtherGame(save.game));
    }
    if !(2..=6).contains(&save.seats.len()) {
        return Err(SaveProblem::SeatCount(save.seats.len()));
    }
    for (i, s) in save.seats.iter().enumerate() {
        let n = s.name.chars().count();
        if n == 0 || n > MAX_NAME_CHARS || s.name.chars().any(char::is_control) {
            return Err(SaveProblem::SeatName(i));
        }
        if s.colour >= COLOURS {
            return Err(SaveProblem::SeatColour {
                seat: i,
                colour: s.colour,
            });
        }
    }
    if !save.elapsed_seconds.is_finite() || save.elapsed_seconds < 0.0 {
        return Err(SaveProblem::Elapsed(save.elapsed_seconds));
    }
    if let Some(limit) = save.time_limit_seconds
        && !(limit.is_finite() && limit > 0.0 && limit <= 24.0 * 3600.0)
    {
        return Err(SaveProblem::TimeLimit(limit));
    }
    let board = match &save.board_ron {
        Some(ron) => Arc::new(Board::from_ron(
            ron,
            &format!("board `{}` in the save", save.board),
        )?),
        None => Board::shared_builtin(&save.board)
            .ok_or_else(|| SaveProblem::UnknownBoard(save.board.clone()))?,
    };
    let record =
        Record::parse(&save.record).map_err(|e| SaveProblem::RecordSyntax(with_line(&e)))?;
    let (board, players, rules) = record.setup_on(board, Some(&save.record))?;
    if players as usize != save.seats.len() {
        return Err(SaveProblem::PlayersDiffer {
            players,
            seats: save.seats.len(),
        });
    }
    let mut game = record.start(board.clone(), players, rules, Some(&save.record))?;
    for t in &record.turns {
        crate::rules::mehen::record::play_turn(&mut game, t, &mut ())?;
    }
    if record.ended_by_time {
        game.end_by_time(&mut ());
    }
    Ok(LoadedSave {
        save,
        board,
        record,
        game,
    })
}

fn with_line(e: &crate::rules::mehen::record::SyntaxError) -> String {
    format!("{}, column {}: {}", e.line, e.column, e.message)
}
