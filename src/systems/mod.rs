//! The Bevy game. Systems mirror the rules engine's state into entities and turn input into engine
//! actions; no rule lives here. For now this opens the window and draws the board; the full game
//! (every phase, hot-seat play, sound) grows here one plugin per concern.

mod board_view;

use bevy::prelude::*;
use std::process::ExitCode;

/// Opens the game window.
pub fn run_game() -> ExitCode {
    let exit = App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Mehen".into(),
                resolution: (1280, 800).into(),
                ..default()
            }),
            ..default()
        }))
        .add_plugins(board_view::plugin)
        .run();
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
