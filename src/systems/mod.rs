//! The Bevy game. Systems mirror the rules engines' state into entities and turn input into engine
//! requests; no rule lives here. One room per concern:
//!
//! - [`app`]: screens and turn phases as States and the frame's system sets, launch modes, the camera
//!   and highlights, sound, the monkey tester, waking the window for timers;
//! - [`menus`]: the egui screens (main menu, setup, rules, settings, the pause menu, the Mehen HUD)
//!   and the Load screen, notices and the replay panel;
//! - [`files`]: autosave, save, load, export, records, the board shelf;
//! - [`shared`]: what every game screen uses (sticks and dice on the table, HUD parts, panel
//!   backdrops);
//! - one room per game: [`mehen`] (the match, the turn being composed, pieces, board, sticks, layout,
//!   moves in words), [`senet`], [`hyena`], [`family`], [`bak_amen`].
//!
//! [`game_plugin`] needs no window, renderer or sound, so tests run it headless. The flat module paths
//! of earlier versions (`systems::table`, `systems::senet_screen`, ...) are kept as re-exports.

pub mod app;
pub mod bak_amen;
pub mod family;
pub mod files;
pub mod hyena;
pub mod mehen;
pub mod menus;
pub mod senet;
pub mod shared;

pub use app::{audio, launch, monkey, state, view, wake};
pub use bak_amen::screen as bak_screen;
pub use family::screen as family_screen;
pub use files::{saves, shelf};
pub use hyena::screen as hyena_screen;
pub use mehen::{board, layout, pieces, sticks, table, turn, words};
pub use menus::{files_ui, ui};
pub use senet::screen as senet_screen;
pub use shared::{backdrop, race_hud, stick_view};

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
        shared::busy::plugin,
    ));
}

/// What needs a window: egui screens, camera, highlights, generated art.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((
        ui::plugin,
        mehen::hud::plugin,
        backdrop::plugin,
        files_ui::plugin,
        senet::hud::ui_plugin,
        hyena::hud::ui_plugin,
        family_screen::ui_plugin,
        bak_amen::hud::ui_plugin,
        view::plugin,
        audio::plugin,
    ));
}
