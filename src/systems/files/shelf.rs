//! The boards on offer: the built-in ones, then every `*.board.ron` in the user's board folder (and
//! every `*.spiral.ron`, for the Hyena game and family Mehen). The folder is looked at again every
//! second while the setup screen is open, so an edited board shows up at once; a broken edit shows its
//! error beside the board and keeps the last good version.

use crate::rules::common::spiral::SpiralBoard;
use crate::rules::mehen::board::BUILTIN_BOARDS;
use crate::rules::mehen::{Board, BoardError};
use crate::systems::shared::state::AppState;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use web_time::SystemTime;

#[derive(Debug, Clone)]
pub struct BoardEntry {
    /// A built-in board's name, or the file's path.
    pub name: String,
    /// The last version that loaded.
    pub board: Option<Arc<Board>>,
    /// Why the file as it stands does not load.
    pub error: Option<String>,
    /// The board's text when it is a user file (a save carries it).
    pub text: Option<String>,
    pub builtin: bool,
    modified: Option<SystemTime>,
}

/// A spiral board of the user's folder (the Hyena game, family Mehen).
#[derive(Debug, Clone)]
pub struct SpiralEntry {
    pub name: String,
    /// The last version that loaded.
    pub board: Option<SpiralBoard>,
    /// Why the file as it stands does not load.
    pub error: Option<String>,
    modified: Option<SystemTime>,
}

#[derive(Resource, Debug, Clone)]
pub struct BoardShelf {
    pub folder: PathBuf,
    pub entries: Vec<BoardEntry>,
    pub spirals: Vec<SpiralEntry>,
}

impl BoardShelf {
    /// The shelf as the board folder holds it now: the one kept, read again, or a new one (kept).
    pub fn now(
        commands: &mut Commands,
        shelf: Option<ResMut<BoardShelf>>,
        storage: Option<Res<crate::systems::files::storage::Storage>>,
    ) -> BoardShelf {
        match shelf {
            Some(mut s) => {
                s.rescan();
                s.clone()
            }
            None => {
                let folder = storage.map_or_else(
                    || crate::persist::Paths::from_env().boards(),
                    |s| s.paths.boards(),
                );
                let s = BoardShelf::new(folder);
                commands.insert_resource(s.clone());
                s
            }
        }
    }

    pub fn new(folder: PathBuf) -> BoardShelf {
        let mut shelf = BoardShelf {
            folder,
            entries: BUILTIN_BOARDS
                .iter()
                .map(|(name, _)| BoardEntry {
                    name: name.to_string(),
                    board: Board::builtin(name).map(Arc::new),
                    error: None,
                    text: None,
                    builtin: true,
                    modified: None,
                })
                .collect(),
            spirals: Vec::new(),
        };
        shelf.rescan();
        shelf
    }

    /// Reads new and changed files of the folder; true if anything changed.
    pub fn rescan(&mut self) -> bool {
        let mut changed = self.rescan_spirals();
        let files = board_files(&self.folder, ".board.ron");
        // Files that disappeared leave the list.
        let before = self.entries.len();
        self.entries
            .retain(|e| e.builtin || files.iter().any(|(p, _)| *p == e.name));
        changed |= self.entries.len() != before;
        for (path, modified) in files {
            let idx = match self.entries.iter().position(|e| e.name == path) {
                Some(i) if self.entries[i].modified == modified && modified.is_some() => continue,
                Some(i) => i,
                None => {
                    self.entries.push(BoardEntry {
                        name: path.clone(),
                        board: None,
                        error: None,
                        text: None,
                        builtin: false,
                        modified: None,
                    });
                    self.entries.len() - 1
                }
            };
            changed = true;
            let entry = &mut self.entries[idx];
            entry.modified = modified;
            match read_board(Path::new(&path)) {
                Ok((board, text)) => {
                    entry.board = Some(Arc::new(board));
                    entry.text = Some(text);
                    entry.error = None;
                }
                Err(e) => entry.error = Some(e),
            }
        }
        changed
    }

    /// The spiral boards' part of [`BoardShelf::rescan`].
    fn rescan_spirals(&mut self) -> bool {
        let files = board_files(&self.folder, ".spiral.ron");
        let before = self.spirals.len();
        self.spirals
            .retain(|e| files.iter().any(|(p, _)| *p == e.name));
        let mut changed = self.spirals.len() != before;
        for (path, modified) in files {
            let idx = match self.spirals.iter().position(|e| e.name == path) {
                Some(i) if self.spirals[i].modified == modified && modified.is_some() => continue,
                Some(i) => i,
                None => {
                    self.spirals.push(SpiralEntry {
                        name: path.clone(),
                        board: None,
                        error: None,
                        modified: None,
                    });
                    self.spirals.len() - 1
                }
            };
            changed = true;
            let entry = &mut self.spirals[idx];
            entry.modified = modified;
            let read = crate::persist::read_text(Path::new(&path))
                .map_err(|e| e.to_string())
                .and_then(|text| {
                    SpiralBoard::from_ron(&text, &path)
                        .map_err(|e| crate::persist::clip(e.to_string()))
                });
            match read {
                Ok(board) => {
                    entry.board = Some(board);
                    entry.error = None;
                }
                Err(e) => entry.error = Some(e),
            }
        }
        changed
    }
}

fn board_files(folder: &Path, suffix: &str) -> Vec<(String, Option<SystemTime>)> {
    let Ok(entries) = crate::persist::disk::list(folder) else {
        return Vec::new();
    };
    let mut files: Vec<(String, Option<SystemTime>)> = entries
        .into_iter()
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .map(|p| {
            let modified = crate::persist::disk::modified(&p).ok();
            (p.display().to_string(), modified)
        })
        .collect();
    files.sort();
    files
}

fn read_board(path: &Path) -> Result<(Board, String), String> {
    let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
    let board = Board::from_ron(&text, &path.display().to_string())
        .map_err(|e: BoardError| crate::persist::clip(e.to_string()))?;
    Ok((board, text))
}

#[derive(Resource)]
struct RescanTimer(Timer);

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(RescanTimer(Timer::from_seconds(1.0, TimerMode::Repeating)))
        .add_systems(Startup, open_shelf)
        .add_systems(
            Update,
            rescan.run_if(in_state(AppState::Setup).or_else(in_state(AppState::Mehen))),
        );
}

/// The shelf exists from the start when the game has its folders (not in bare headless tests).
fn open_shelf(
    mut commands: Commands,
    storage: Option<Res<crate::systems::files::saves::Storage>>,
    shelf: Option<Res<BoardShelf>>,
) {
    if let (Some(storage), None) = (storage, shelf) {
        commands.insert_resource(BoardShelf::new(storage.paths.boards()));
    }
}

fn rescan(time: Res<Time>, mut timer: ResMut<RescanTimer>, shelf: Option<ResMut<BoardShelf>>) {
    let Some(mut shelf) = shelf else { return };
    if timer.0.tick(time.delta()).just_finished() {
        // Only a real change marks the shelf changed (and redraws the screen).
        let mut copy = shelf.bypass_change_detection().clone();
        if copy.rescan() {
            *shelf = copy;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Built-in boards are named in the player's language: each has a title in the catalogues.
    #[test]
    fn every_built_in_board_has_a_title_for_players() {
        let ids = crate::i18n::Localizer::ids(crate::i18n::Language::English);
        let names = BUILTIN_BOARDS.iter().map(|(n, _)| *n);
        for name in names.chain(["hyena", "family"]) {
            assert!(ids.contains(&format!("board-title-{name}")), "{name}");
        }
    }

    #[test]
    fn broken_edit_keeps_the_last_good_board() {
        let dir = std::env::temp_dir().join(format!("mehen-shelf-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("mine.board.ron");
        std::fs::write(&file, BUILTIN_BOARDS[0].1).unwrap();
        let mut shelf = BoardShelf::new(dir.clone());
        let mine = |s: &BoardShelf| s.entries.last().unwrap().clone();
        assert!(mine(&shelf).board.is_some() && mine(&shelf).error.is_none());
        std::fs::write(&file, "BoardSpec(").unwrap();
        // Make sure the modification time moves on even on coarse clocks.
        let later = SystemTime::now() + std::time::Duration::from_secs(5);
        std::fs::File::options()
            .write(true)
            .open(&file)
            .unwrap()
            .set_modified(later)
            .unwrap();
        assert!(shelf.rescan());
        let entry = mine(&shelf);
        assert!(entry.board.is_some(), "the last good board stays");
        assert!(entry.error.unwrap().contains("mine.board.ron"));
        std::fs::remove_file(&file).unwrap();
        assert!(shelf.rescan());
        assert_eq!(shelf.entries.len(), BUILTIN_BOARDS.len());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
