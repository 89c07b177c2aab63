//! The Bevy game. Systems mirror the rules engine's state into entities and turn input into engine
//! requests; no rule lives here. One plugin per concern:
//!
//! - [`state`]: screens (States), the turn's phases (SubStates) and the frame's system sets;
//! - [`table`]: the match resource (engine, record, sticks, seats, log, the turn being composed);
//! - [`turn`]: requests from keys, clicks and buttons, sent to the engine;
//! - [`pieces`]: piece entities following the engine's events, and tweens;
//! - [`board`], [`sticks`], [`layout`]: what is drawn and where;
//! - [`saves`]: autosave, save, load, export, settings on disk, the replay viewer's steps;
//! - [`ui`], [`view`], [`launch`]: egui screens, camera and highlights, start-up modes;
//! - [`wake`]: frames for timers while the window sleeps between inputs.
//!
//! [`game_plugin`] needs no window, renderer or sound, so tests run it headless.

pub mod audio;
pub mod backdrop;
pub mod bak_screen;
pub mod board;
pub mod family_screen;
pub mod files_ui;
pub mod hyena_screen;
pub mod launch;
pub mod layout;
pub mod monkey;
pub mod pieces;
pub mod race_hud;
pub mod saves;
pub mod senet_screen;
pub mod shelf;
pub mod state;
pub mod stick_view;
pub mod sticks;
pub mod table;
pub mod turn;
pub mod ui;
pub mod view;
pub mod wake;
pub mod words;

use bevy::prelude::*;

pub use launch::{LaunchOptions, Scene, run_game};

/// The game's logic and entities (headless-safe).
pub fn game_plugin(app: &mut App) {
    app.add_plugins((
        state::plugin,
        turn::plugin,
        pieces::plugin,
        board::plugin,
        sticks::plugin,
        saves::plugin,
        shelf::plugin,
        senet_screen::plugin,
        hyena_screen::plugin,
        family_screen::plugin,
        bak_screen::plugin,
        stick_view::plugin,
        wake::plugin,
    ));
}

/// What needs a window: egui screens, camera, highlights, generated art.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((
        ui::plugin,
        backdrop::plugin,
        files_ui::plugin,
        senet_screen::ui_plugin,
        hyena_screen::ui_plugin,
        family_screen::ui_plugin,
        bak_screen::ui_plugin,
        view::plugin,
        audio::plugin,
    ));
}
