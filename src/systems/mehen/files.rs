//! The Mehen game's files: the autosave after every completed turn, Save and Export (also Ctrl+S and
//! Ctrl+E), watching the game so far, saves and records opened from the Load screen or Continue (an
//! opener in the game registry), and the board of the game in play reloaded when its file is edited.

use super::replay::{Replay, no_replay, start_replay};
use super::review_view::begin_review;
use super::table::{NewGame, SeatKind};
use crate::i18n::Said;
use crate::persist::save::{LoadedSave, load_save};
use crate::persist::settings::to_ron;
use crate::persist::{FileError, Paths, write_atomic};
use crate::rules::mehen::Game;
use crate::rules::mehen::record::Record;
use crate::systems::files::notices::Notices;
use crate::systems::files::saves::FileRequest;
use crate::systems::files::shelf::BoardShelf;
use crate::systems::files::storage::{Storage, fresh_path};
use crate::systems::mehen::sitting::{MehenScreen, Screen, Sitting, TableError};
use crate::systems::shared::board_layout::BoardLayout;
use crate::systems::shared::registry::{
    FileAbout, GameEntry, GameSetup, StartError, register_game,
};
use crate::systems::shared::state::{AppState, GameSet};
use bevy::prelude::*;
use std::path::Path;

pub(crate) fn plugin(app: &mut App) {
    register_game(
        app,
        GameEntry {
            kinds: &[crate::rules::GameKind::Mehen],
            screen: AppState::Mehen,
            describe,
            open,
            start,
            // Mehen's scenes and lessons set its table up themselves (`launch.rs`, `learn::coach`).
            demo: |_, _| false,
            lesson: |_, _| Err(StartError::LessonsElsewhere("Mehen")),
            own_pause_menu: true,
        },
    );
    app.add_systems(
        Update,
        (
            (save_keys, handle_requests).chain(),
            autosave.run_if(no_replay).in_set(GameSet::Mirror),
            reload_board_in_play.run_if(no_replay),
        )
            .run_if(in_state(AppState::Mehen)),
    );
}

/// Ctrl+S saves and Ctrl+E exports the record (not while watching a replay: Ctrl+E still exports).
fn save_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    replay: Option<Res<Replay>>,
    mut requests: MessageWriter<FileRequest>,
) {
    let Some(keys) = keys else { return };
    // A quick tap may press and release Ctrl within one frame: that still counts.
    let ctrls = [KeyCode::ControlLeft, KeyCode::ControlRight];
    if !(keys.any_pressed(ctrls) || keys.any_just_pressed(ctrls)) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyS) && replay.is_none() {
        requests.write(FileRequest::Save);
    }
    if keys.just_pressed(KeyCode::KeyE) {
        requests.write(FileRequest::Export);
    }
}

/// Save, Export and watching the game so far.
fn handle_requests(
    mut requests: MessageReader<FileRequest>,
    mut commands: Commands,
    screen: Option<MehenScreen>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<Notices>,
    mut next: ResMut<NextState<AppState>>,
) {
    let table = screen.as_ref().map(|s| s.view());
    let (Some(storage), Some(table)) = (storage, table) else {
        requests.clear();
        return;
    };
    for req in requests.read() {
        match req {
            FileRequest::Save => {
                let path = fresh_path(&storage.paths.saves(), ".save.ron");
                match write_atomic(&path, table.to_save().to_ron().as_bytes()) {
                    Ok(()) => notices.info_about(Said::message("notice-saved", &[]), &path),
                    Err(e) => notices.problem("notice-not-saved", e),
                }
            }
            FileRequest::Export => {
                let record = table.completed_record();
                let path = fresh_path(&storage.paths.records(), ".mehen");
                match crate::persist::hand_over::export(&path, record.to_string().as_bytes()) {
                    Ok(()) => notices.info_about(Said::message("notice-exported", &[]), &path),
                    Err(e) => notices.problem("notice-not-exported", e),
                }
            }
            FileRequest::ReplayCurrent | FileRequest::ReviewCurrent => {
                let record = table.completed_record();
                let setup = table.setup();
                let reviewing = *req == FileRequest::ReviewCurrent;
                let at = if reviewing { record.turns.len() } else { 0 };
                if reviewing {
                    begin_review(&mut commands, &record);
                }
                match start_replay(&mut commands, record, setup, String::new(), at) {
                    Ok(()) => next.set(AppState::Mehen),
                    Err(e) => notices.problem("notice-problem", e),
                }
            }
            FileRequest::Continue | FileRequest::Open(_) => {}
        }
    }
}

/// What the Load screen and Continue say of a save (`.save.ron`) or a Mehen record (`.mehen`).
fn describe(path: &Path) -> Option<Result<FileAbout, FileError>> {
    let name = path.to_string_lossy();
    if name.ends_with(".mehen") {
        crate::persist::record::open_mehen_record(path).map(|r| {
            r.map(|f| {
                let about = Said::message(
                    "about-mehen-record",
                    &[
                        ("players", f.players.into()),
                        ("board", f.board_tag.clone().into()),
                        ("count", f.record.turns.len().into()),
                    ],
                );
                FileAbout {
                    about,
                    plays_on: false,
                    over: f.over,
                }
            })
        })
    } else if name.ends_with(".ron") {
        Some(load_save(path).map(|l| FileAbout {
            about: l.describe(),
            plays_on: false,
            over: l.game.is_over(),
        }))
    } else {
        None
    }
}

/// Opens a save to play on, or a Mehen record in the replay viewer.
fn open(path: &Path, _seed: u64, commands: &mut Commands) -> Option<Result<(), FileError>> {
    let name = path.to_string_lossy();
    let opened = if name.ends_with(".mehen") {
        crate::persist::record::open_mehen_record(path)?
            .map(replay_setup)
            .and_then(|(record, setup)| {
                let title = path
                    .file_name()
                    .map_or(String::new(), |n| n.to_string_lossy().into_owned());
                start_replay(commands, record, setup, title, 0)
                    .map_err(|e| FileError::new(path, e.to_string()))
            })
    } else if name.ends_with(".ron") {
        load_save(path).and_then(|loaded| {
            start_loaded(commands, &loaded).map_err(|e| FileError::new(path, e.to_string()))
        })
    } else {
        return None;
    };
    Some(opened)
}

/// Reads a `.mehen` record and checks every turn; seats get default names.
pub fn load_record(path: &Path) -> Result<(Record, NewGame), FileError> {
    crate::persist::record::load_mehen_record(path).map(replay_setup)
}

/// A checked record and the game it is played in, for the replay viewer.
fn replay_setup(file: crate::persist::record::MehenRecordFile) -> (Record, NewGame) {
    let mut setup = NewGame::default_for(file.players, file.seed);
    setup.board_tag = file.board_tag;
    setup.board = file.board;
    setup.rules = file.rules;
    (file.record, setup)
}

/// Puts a saved game on the table.
fn start_loaded(commands: &mut Commands, loaded: &LoadedSave) -> Result<(), TableError> {
    let sitting = Sitting::from_save(loaded)?;
    commands.insert_resource(BoardLayout::new(
        &loaded.board,
        sitting.table.game().players(),
    ));
    sitting.insert(commands);
    Ok(())
}

/// After every completed turn (and at the start and end of a game), the autosave is replaced.
fn autosave(screen: MehenScreen, storage: Option<ResMut<Storage>>, mut notices: ResMut<Notices>) {
    let table = screen.view();
    let Some(mut storage) = storage else { return };
    // A lesson is not a game to continue; an online game goes on only on its server.
    if table.coach.is_some() || table.remote.is_some() {
        return;
    }
    if storage.table != Some(table.id) {
        storage.table = Some(table.id);
        storage.autosaved = None;
        storage.counted = table.tally.counts;
        if storage.autosave {
            keep_unfinished_autosave(&storage.paths, &table, &mut notices);
        }
    }
    if !storage.autosave || storage.autosaved == Some(table.checkpoint.serial) {
        return;
    }
    storage.autosaved = Some(table.checkpoint.serial);
    let path = storage.paths.autosave();
    match write_atomic(&path, table.to_save().to_ron().as_bytes()) {
        Ok(()) => {
            if storage.trace {
                // A closed pipe must not stop the game.
                use std::io::Write;
                let _ = writeln!(
                    std::io::stdout(),
                    "autosaved turn {}",
                    table.checkpoint.turns
                );
            }
        }
        Err(e) => notices.problem("notice-autosave-failed", e),
    }
    // Lifetime throw counts grow by this game's new throws.
    let new: Vec<u64> = (0..5)
        .map(|i| u64::from(table.tally.counts[i].saturating_sub(storage.counted[i])))
        .collect();
    storage.counted = table.tally.counts;
    for (total, n) in storage.stats.throws.iter_mut().zip(new) {
        *total += n;
    }
    if table.is_over() {
        storage.stats.games_finished += 1;
    }
    let stats_path = storage.paths.stats();
    if let Err(e) = write_atomic(&stats_path, to_ron(&storage.stats).as_bytes()) {
        notices.problem("notice-statistics-not-saved", e);
    }
}

/// A new game must not overwrite the autosave of another unfinished one: that autosave becomes an
/// ordinary save (listed on the Load screen) first.
fn keep_unfinished_autosave(paths: &Paths, table: &Screen<'_>, notices: &mut Notices) {
    let path = paths.autosave();
    let Ok(old) = load_save(&path) else { return };
    let same_game = old.save.seed == table.seed
        && old.record.turns.len() <= table.record().turns.len()
        && old
            .record
            .turns
            .iter()
            .zip(&table.record().turns)
            .all(|(a, b)| a.throws == b.throws && a.action == b.action);
    if same_game || old.game.is_over() {
        return;
    }
    let kept = fresh_path(&paths.saves(), " unfinished.save.ron");
    match crate::persist::disk::rename(&path, &kept) {
        Ok(()) => notices.info_about(Said::message("notice-unfinished-kept", &[]), &kept),
        Err(e) => notices.problem("notice-problem", format!("{}: {e}", path.display())),
    }
}

/// The board of the game in play was edited: the game is replayed on the new version (from the start of
/// the turn in progress, with the same sticks) and the screen rebuilt. A broken edit, or one the game so
/// far no longer fits, is reported and the game goes on with the last good version.
fn reload_board_in_play(
    shelf: Option<Res<BoardShelf>>,
    screen: Option<MehenScreen>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    mut notices: ResMut<Notices>,
    mut reported: Local<Option<String>>,
) {
    let table = screen.as_ref().map(|s| s.view());
    let (Some(shelf), Some(table)) = (shelf, table) else {
        return;
    };
    if !shelf.is_changed() {
        return;
    }
    let name = table.record().tag("Board").unwrap_or("").to_string();
    let Some(entry) = shelf.entries.iter().find(|e| !e.builtin && e.name == name) else {
        return;
    };
    if let Some(e) = &entry.error {
        if reported.as_deref() != Some(e.as_str()) {
            *reported = Some(e.clone());
            notices.problem("notice-board-broken", e);
        }
        return;
    }
    let (Some(board), Some(text)) = (&entry.board, &entry.text) else {
        return;
    };
    if table.board_ron.as_deref() == Some(text.as_str()) {
        return;
    }
    *reported = None;
    let record = table.completed_record();
    let setup = NewGame {
        board: board.clone(),
        board_tag: name.clone(),
        seats: table.seats.clone(),
        rules: *table.game().rules(),
        time_limit_minutes: None,
        seed: table.seed,
        board_ron: Some(text.clone()),
        remote: None,
    };
    match Sitting::replayed(&setup, &record, record.turns.len()) {
        Ok(mut fresh) => {
            fresh.table.play.set_throws(table.checkpoint.sticks.clone());
            fresh.table.checkpoint.sticks = table.checkpoint.sticks.clone();
            fresh.clock = *table.clock;
            commands.insert_resource(BoardLayout::new(board, fresh.table.game().players()));
            fresh.insert(&mut commands);
            // Entering the game screen again rebuilds the board and the pieces.
            next.set(AppState::Mehen);
            notices.info(Said::message(
                "notice-board-reloaded",
                &[("name", name.to_string().into())],
            ));
        }
        Err(e) => notices.error(Said::message(
            "notice-board-misfit",
            &[
                ("name", name.to_string().into()),
                ("problem", e.to_string().into()),
            ],
        )),
    }
}

/// Puts a new game set up on the New game form on the table (take-backs allowed when asked for and a
/// computer plays).
fn start(setup: &GameSetup, commands: &mut Commands) -> Result<(), StartError> {
    let GameSetup::Mehen {
        game: setup,
        take_backs,
    } = setup
    else {
        return Err(StartError::OtherGame);
    };
    let game = Game::with_rules(setup.board.clone(), setup.seats.len() as u8, setup.rules)?;
    let mut sitting = Sitting::with_game(setup, game);
    let computers = setup.seats.iter().any(|s| s.kind != SeatKind::Human);
    if *take_backs && computers {
        sitting.table.allow_take_backs();
    }
    commands.insert_resource(BoardLayout::new(
        &setup.board,
        sitting.table.game().players(),
    ));
    sitting.insert(commands);
    Ok(())
}
