//! A Horton's Mehen record read from its file and checked: parsed, replayed against the rules, with
//! the board, players and rules its tags set up (the replay viewer, Open and `mehen check`).

use super::{FileError, read_text};
use crate::rules::mehen::record::Record;
use crate::rules::mehen::{Board, Rules};
use std::path::Path;
use std::sync::Arc;

/// A Mehen record whose turns all replay, and the game they are played in.
pub struct MehenRecordFile {
    pub record: Record,
    pub board: Arc<Board>,
    /// The board's name as the record's `[Board]` tag gives it.
    pub board_tag: String,
    pub players: u8,
    pub rules: Rules,
    /// The record's `[Seed]`, or 0.
    pub seed: u64,
    /// The game it records has ended.
    pub over: bool,
}

/// Reads a Mehen record and replays it: the first problem names the file, the line and what is wrong.
pub fn load_mehen_record(path: &Path) -> Result<MehenRecordFile, FileError> {
    read_mehen_record(path, &read_text(path)?)
}

/// [`load_mehen_record`], unless the file is the record of another game (its `[Game]` tag names
/// another rule set): `None` then.
pub fn open_mehen_record(path: &Path) -> Option<Result<MehenRecordFile, FileError>> {
    match read_text(path) {
        Ok(text) if of_another_game(&text) => None,
        Ok(text) => Some(read_mehen_record(path, &text)),
        Err(e) => Some(Err(e)),
    }
}

/// Does a record's `[Game]` tag name another game of the collection (whose room reads it)? A tag
/// naming no game is Mehen's to refuse, with its reason.
fn of_another_game(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("[Game \"")?.split('"').next())
        .and_then(crate::rules::GameKind::from_name)
        .is_some_and(|kind| kind != crate::rules::GameKind::Mehen)
}

fn read_mehen_record(path: &Path, text: &str) -> Result<MehenRecordFile, FileError> {
    let fail = |p: String| FileError::new(path, p);
    let record = Record::parse(text).map_err(|e| fail(e.to_string()))?;
    let game = record.replay(Some(text)).map_err(|e| fail(e.to_string()))?;
    let (board, players, rules) = record.setup(Some(text)).map_err(|e| fail(e.to_string()))?;
    Ok(MehenRecordFile {
        board_tag: record.tag("Board").unwrap_or("classic").into(),
        seed: record.tag("Seed").and_then(|s| s.parse().ok()).unwrap_or(0),
        over: game.is_over(),
        record,
        board,
        players,
        rules,
    })
}
