//! Files from inside the game: the Mehen autosave after every completed turn, Save / Load / Export
//! (also Ctrl+S, Ctrl+O, Ctrl+E), Continue, opening a file, settings written when they change, lifetime
//! throw counts. Reading and writing are [`crate::persist`]'s; this plugin decides when. The other
//! games' records, the replay viewer, messages and storage have their own files and are re-exported
//! here.

pub use super::notices::*;
pub use super::records::*;
pub use super::replay::*;
pub use super::storage::*;
use crate::persist::save::{LoadedSave, load_save};
use crate::persist::settings::{Settings, save_settings, to_ron};
use crate::persist::{FileError, Paths, read_text, write_atomic};
use crate::rules::record::Record;
use crate::systems::layout::BoardLayout;
use crate::systems::state::{AppState, GameSet};
use crate::systems::table::{NewGame, Table};
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// What the menus and keys ask of the files.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum FileRequest {
    Save,
    Export,
    Continue,
    /// Load a save, or open a record (`.mehen`) in the replay viewer.
    Open(PathBuf),
    /// Watch the current game from its first turn.
    ReplayCurrent,
}

pub fn no_replay(replay: Option<Res<Replay>>) -> bool {
    replay.is_none()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .init_resource::<Settings>()
        .add_message::<ReplayStep>()
        .add_message::<FileRequest>()
        // Not on leaving the game screen: opening a record from the game re-enters it.
        .add_systems(
            Update,
            (|mut commands: Commands| commands.remove_resource::<Replay>())
                .run_if(not(in_state(AppState::Game)).and_then(resource_exists::<Replay>)),
        )
        .add_systems(OnEnter(AppState::Menu), look_for_autosave)
        .add_systems(
            Update,
            (
                file_keys,
                handle_file_requests,
                persist_settings,
                age_notices,
                replay_steps.in_set(GameSet::Engine),
                autosave.run_if(no_replay).in_set(GameSet::Mirror),
            ),
        );
}

/// After every completed turn (and at the start and end of a game), the autosave is replaced.
fn autosave(table: Res<Table>, storage: Option<ResMut<Storage>>, mut notices: ResMut<Notices>) {
    let Some(mut storage) = storage else { return };
    if storage.table != Some(table.id) {
        storage.table = Some(table.id);
        storage.autosaved = None;
        storage.counted = table.throw_counts;
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
        Err(e) => notices.error(format!("Autosave failed: {e}")),
    }
    // Lifetime throw counts grow by this game's new throws.
    let new: Vec<u64> = (0..5)
        .map(|i| u64::from(table.throw_counts[i].saturating_sub(storage.counted[i])))
        .collect();
    storage.counted = table.throw_counts;
    for (total, n) in storage.stats.throws.iter_mut().zip(new) {
        *total += n;
    }
    if table.is_over() {
        storage.stats.games_finished += 1;
    }
    let stats_path = storage.paths.stats();
    if let Err(e) = write_atomic(&stats_path, to_ron(&storage.stats).as_bytes()) {
        notices.error(format!("Statistics not saved: {e}"));
    }
}

/// A new game must not overwrite the autosave of another unfinished one: that autosave becomes an
/// ordinary save (listed on the Load screen) first.
fn keep_unfinished_autosave(paths: &Paths, table: &Table, notices: &mut Notices) {
    let path = paths.autosave();
    let Ok(old) = load_save(&path) else { return };
    let same_game = old.save.seed == table.seed
        && old.record.turns.len() <= table.rg.record.turns.len()
        && old
            .record
            .turns
            .iter()
            .zip(&table.rg.record.turns)
            .all(|(a, b)| a.throws == b.throws && a.action == b.action);
    if same_game || old.game.is_over() {
        return;
    }
    let kept = fresh_path(&paths.saves(), " unfinished.save.ron");
    match std::fs::rename(&path, &kept) {
        Ok(()) => notices.info_about("Your unfinished game was kept: open it from Load.", &kept),
        Err(e) => notices.error(format!("{}: cannot keep it aside: {e}", path.display())),
    }
}

fn file_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    replay: Option<Res<Replay>>,
    mut requests: MessageWriter<FileRequest>,
    mut next: ResMut<NextState<AppState>>,
) {
    let Some(keys) = keys else { return };
    // A quick tap may press and release Ctrl within one frame: that still counts.
    let ctrls = [KeyCode::ControlLeft, KeyCode::ControlRight];
    let ctrl = keys.any_pressed(ctrls) || keys.any_just_pressed(ctrls);
    if !ctrl {
        return;
    }
    let in_game = *state.get() == AppState::Game && replay.is_none();
    if keys.just_pressed(KeyCode::KeyS) && in_game {
        requests.write(FileRequest::Save);
    }
    if keys.just_pressed(KeyCode::KeyE) && *state.get() == AppState::Game {
        requests.write(FileRequest::Export);
    }
    if keys.just_pressed(KeyCode::KeyO) {
        next.set(AppState::Load);
    }
}

#[allow(clippy::too_many_arguments)]
fn handle_file_requests(
    mut requests: MessageReader<FileRequest>,
    mut commands: Commands,
    table: Option<Res<Table>>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<Notices>,
    mut next: ResMut<NextState<AppState>>,
) {
    let Some(storage) = storage else { return };
    for req in requests.read() {
        match req {
            FileRequest::Save => {
                let Some(table) = &table else { continue };
                let path = fresh_path(&storage.paths.saves(), ".save.ron");
                match write_atomic(&path, table.to_save().to_ron().as_bytes()) {
                    Ok(()) => notices.info_about("Game saved", &path),
                    Err(e) => notices.error(format!("Not saved: {e}")),
                }
            }
            FileRequest::Export => {
                let Some(table) = &table else { continue };
                let record = table.completed_record();
                let path = fresh_path(&storage.paths.records(), ".mehen");
                match write_atomic(&path, record.to_string().as_bytes()) {
                    Ok(()) => notices.info_about("Record exported", &path),
                    Err(e) => notices.error(format!("Not exported: {e}")),
                }
            }
            FileRequest::Continue => {
                let path = latest_autosave(&storage.paths).unwrap_or(storage.paths.autosave());
                if path.extension().is_some_and(|e| e == "mehen") {
                    open_file(&path, &mut commands, &mut next, &mut notices);
                } else {
                    match load_save(&path) {
                        Ok(loaded) => start_loaded(&mut commands, &loaded, &mut next, &mut notices),
                        Err(e) => notices.error(format!("Cannot continue: {e}")),
                    }
                }
            }
            FileRequest::Open(path) => open_file(path, &mut commands, &mut next, &mut notices),
            FileRequest::ReplayCurrent => {
                let Some(table) = &table else { continue };
                let record = table.completed_record();
                let setup = NewGame {
                    board: table.game().board().clone(),
                    board_tag: record.tag("Board").unwrap_or("classic").into(),
                    seats: table.seats.clone(),
                    rules: *table.game().rules(),
                    time_limit_minutes: None,
                    seed: table.seed,
                    board_ron: table.board_ron.clone(),
                };
                start_replay(
                    &mut commands,
                    record,
                    setup,
                    "this game".into(),
                    &mut next,
                    &mut notices,
                );
            }
        }
    }
}

/// Loads a save into the game, or opens a record in the replay viewer, by the file's name.
pub fn open_file(
    path: &Path,
    commands: &mut Commands,
    next: &mut NextState<AppState>,
    notices: &mut Notices,
) {
    if path.to_string_lossy().ends_with(".mehen") {
        if let Some(bak) = load_turn_record::<crate::rules::bak_amen::BakAmen>(path) {
            match bak.and_then(|(r, _)| {
                crate::systems::bak_screen::BakMatch::from_record(r, crate::persist::now_seconds())
                    .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::BakAmen);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        if let Some(family) = load_turn_record::<crate::rules::family::Family>(path) {
            match family.and_then(|(r, _)| {
                crate::systems::family_screen::FamilyMatch::from_record(
                    r,
                    crate::persist::now_seconds(),
                )
                .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::Family);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        if let Some(hyena) = load_turn_record::<crate::rules::hyena::Hyena>(path) {
            match hyena.and_then(|(r, _)| {
                crate::systems::hyena_screen::HyenaMatch::from_record(
                    r,
                    crate::persist::now_seconds(),
                )
                .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::Hyena);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        if let Some(senet) = load_senet_record(path) {
            match senet.and_then(|(r, _)| {
                crate::systems::senet_screen::SenetMatch::from_record(
                    r,
                    crate::persist::now_seconds(),
                )
                .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::Senet);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        match load_record(path) {
            Ok((record, setup)) => {
                let title = path
                    .file_name()
                    .map_or(String::new(), |n| n.to_string_lossy().into_owned());
                start_replay(commands, record, setup, title, next, notices);
            }
            Err(e) => notices.error(e.to_string()),
        }
    } else {
        match load_save(path) {
            Ok(loaded) => start_loaded(commands, &loaded, next, notices),
            Err(e) => notices.error(e.to_string()),
        }
    }
}

/// Reads a `.mehen` record and checks every turn; seats get default names.
pub fn load_record(path: &Path) -> Result<(Record, NewGame), FileError> {
    let text = read_text(path)?;
    let fail = |p: String| FileError::new(path, p);
    let record = Record::parse(&text).map_err(|e| fail(e.to_string()))?;
    record
        .replay(Some(&text))
        .map_err(|e| fail(e.to_string()))?;
    let (board, players, rules) = record.setup(Some(&text)).map_err(|e| fail(e.to_string()))?;
    let mut setup = NewGame::default_for(players, 0);
    setup.board_tag = record.tag("Board").unwrap_or("classic").into();
    setup.board = board;
    setup.rules = rules;
    setup.seed = record.tag("Seed").and_then(|s| s.parse().ok()).unwrap_or(0);
    Ok((record, setup))
}

fn start_loaded(
    commands: &mut Commands,
    loaded: &LoadedSave,
    next: &mut NextState<AppState>,
    notices: &mut Notices,
) {
    match Table::from_save(loaded) {
        Ok(table) => {
            commands.insert_resource(BoardLayout::new(&loaded.board));
            commands.insert_resource(table);
            next.set(AppState::Game);
        }
        Err(e) => notices.error(format!("Cannot load: {e}")),
    }
}

/// What Continue would load, looked up each time the menu opens.
fn look_for_autosave(storage: Option<ResMut<Storage>>) {
    let Some(mut storage) = storage else { return };
    let path = latest_autosave(&storage.paths);
    storage.continue_from = path.map(|path| {
        if path.extension().is_some_and(|e| e == "mehen") {
            load_race_record(&path)
                .unwrap_or_else(|| Err(FileError::new(&path, "not a record of a game")))
                .map(|r| r.describe())
                .map_err(|e| e.to_string())
        } else {
            load_save(&path)
                .map(|l| describe_save(&l))
                .map_err(|e| e.to_string())
        }
    });
}

/// One line about a save: players, board, turn, when.
pub fn describe_save(l: &LoadedSave) -> String {
    let names: Vec<&str> = l.save.seats.iter().map(|s| s.name.as_str()).collect();
    let state = if l.game.is_over() {
        "finished".to_string()
    } else {
        format!("turn {}", l.game.turns() + 1)
    };
    format!(
        "{} on {}, {state}, saved {} UTC",
        names.join(", "),
        l.save.board,
        stamp(l.save.saved_at)
    )
}

/// Settings are written shortly after they change (a slider drag writes once), and on exit.
fn persist_settings(
    settings: Res<Settings>,
    storage: Option<Res<Storage>>,
    time: Res<Time>,
    mut pending: Local<Option<f32>>,
    mut exit: MessageReader<AppExit>,
    mut notices: ResMut<Notices>,
) {
    let Some(storage) = storage else { return };
    if settings.is_changed() && !settings.is_added() {
        *pending = Some(0.0);
    }
    let exiting = exit.read().count() > 0;
    if let Some(age) = pending.as_mut() {
        *age += time.delta_secs();
        if *age >= 0.5 || exiting {
            *pending = None;
            if let Err(e) = save_settings(&storage.paths.settings(), &settings) {
                notices.error(format!("Settings not saved: {e}"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn stamps_are_civil_dates() {
        assert_eq!(super::stamp(0), "1970-01-01 00-00-00");
        assert_eq!(super::stamp(1_795_369_698), "2026-11-22 17-48-18");
        assert_eq!(super::stamp(951_782_400), "2000-02-29 00-00-00");
    }
}
