//! Files from anywhere in the game: Continue and Open (any file a game registered an opener for, or a
//! record of a registered race game), Ctrl+O for the Load screen, settings written when they change.
//! Reading and writing are [`crate::persist`]'s; this plugin decides when. Records, messages and
//! storage have their own files and are re-exported here; each game's room handles its own Save and
//! Export (the Mehen room's in `mehen/files.rs`).

pub use super::notices::*;
pub use super::records::*;
pub use super::storage::*;
use crate::i18n::Said;
use crate::persist::FileError;
use crate::persist::settings::{Settings, save_settings};
use crate::systems::shared::state::AppState;
use bevy::prelude::*;
use std::path::PathBuf;

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
    /// Review the current game (it is over): watch it from its last turn with the review open.
    ReviewCurrent,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .init_resource::<Settings>()
        .init_resource::<GameRegistry>()
        .add_message::<FileRequest>()
        .add_systems(OnEnter(AppState::Menu), look_for_autosave)
        .add_systems(
            Update,
            (
                file_keys,
                handle_file_requests,
                persist_settings,
                age_notices,
            ),
        );
}

/// Ctrl+O opens the Load screen from anywhere.
fn file_keys(keys: Option<Res<ButtonInput<KeyCode>>>, mut next: ResMut<NextState<AppState>>) {
    let Some(keys) = keys else { return };
    // A quick tap may press and release Ctrl within one frame: that still counts.
    let ctrls = [KeyCode::ControlLeft, KeyCode::ControlRight];
    let ctrl = keys.any_pressed(ctrls) || keys.any_just_pressed(ctrls);
    if !ctrl {
        return;
    }
    if keys.just_pressed(KeyCode::KeyO) {
        next.set(AppState::Load);
    }
}

/// Continue and Open: any file the games open, through the registry.
fn handle_file_requests(
    mut requests: MessageReader<FileRequest>,
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<Notices>,
    mut next: ResMut<NextState<AppState>>,
    registry: Res<GameRegistry>,
) {
    let Some(storage) = storage else { return };
    for req in requests.read() {
        let path = match req {
            FileRequest::Continue => {
                latest_autosave(&storage.paths).unwrap_or(storage.paths.autosave())
            }
            FileRequest::Open(path) => path.clone(),
            _ => continue,
        };
        match registry.open_file(&path, crate::persist::now_seconds(), &mut commands) {
            Some(Ok(screen)) => next.set(screen),
            Some(Err(e)) => notices.problem("notice-cannot-open", e),
            None => notices.error(Said::message(
                "notice-no-game-opens",
                &[("file", path.display().to_string().into())],
            )),
        }
    }
}

/// What Continue would load, looked up each time the menu opens.
fn look_for_autosave(storage: Option<ResMut<Storage>>, registry: Res<GameRegistry>) {
    let Some(mut storage) = storage else { return };
    let path = latest_autosave(&storage.paths);
    storage.continue_from = path.map(|path| {
        registry
            .describe_file(&path)
            .unwrap_or_else(|| Err(FileError::new(&path, "not a game file")))
            .map(|d| d.about)
    });
}

/// Settings are written shortly after they last changed (a slider drag writes once), and on exit.
/// Changes are found by value: the Settings screen touches the resource every frame.
fn persist_settings(
    settings: Res<Settings>,
    storage: Option<Res<Storage>>,
    time: Res<Time<Real>>,
    mut seen: Local<Option<Settings>>,
    mut pending: Local<Option<f32>>,
    mut exit: MessageReader<AppExit>,
    mut notices: ResMut<Notices>,
    mut wake: ResMut<crate::systems::shared::wake::Wake>,
) {
    let Some(storage) = storage else { return };
    match seen.as_ref() {
        // The settings as loaded are on disk already.
        None => *seen = Some(settings.clone()),
        Some(before) if *before != *settings => {
            *seen = Some(settings.clone());
            *pending = Some(0.0);
        }
        Some(_) => {}
    }
    let exiting = exit.read().count() > 0;
    if let Some(age) = pending.as_mut() {
        *age += time.delta_secs();
        // A sleeping window must still wake to write the change.
        wake.every(crate::systems::shared::wake::PROMPT);
        if *age >= 0.5 || exiting {
            *pending = None;
            if let Err(e) = save_settings(&storage.paths.settings(), &settings) {
                notices.problem("notice-settings-not-saved", e);
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
