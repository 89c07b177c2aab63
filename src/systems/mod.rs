//! The Bevy game. Systems mirror the rules engines' state into entities and turn input into engine
//! requests; no rule lives here. One room per concern, each importing only the rooms listed after it
//! (no two rooms, and no two files, import each other):
//!
//! - [`app`]: launch modes, the camera and the Mehen board's highlights, sound, the monkey tester;
//! - [`menus`]: the egui screens (main menu, settings, New game, rules, Load, notices, the replay
//!   panel);
//! - one room per game: [`mehen`] (the match, the turn being composed, pieces, board, sticks, layout,
//!   moves in words, its saves and replays), [`senet`], [`hyena`], [`family`], [`bak_amen`];
//! - [`files`]: where files live, Continue and Open through the registry, the race games' records
//!   and autosaves, notices, the board shelf;
//! - [`shared`]: what every room uses (screens and phases as States, the frame's system sets, the
//!   game registry, seats, tweens, the race-screen skeleton, sticks and dice, shared boards, HUD
//!   parts).
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

pub use app::{audio, launch, monkey, view};
pub use bak_amen::screen as bak_screen;
pub use family::screen as family_screen;
pub use files::{saves, shelf};
pub use hyena::screen as hyena_screen;
pub use mehen::{board, layout, pieces, replay, sticks, table, turn, words};
pub use menus::{files_ui, ui};
pub use senet::screen as senet_screen;
pub use shared::{backdrop, race_hud, state, stick_view, wake};

use bevy::prelude::*;

pub use launch::{LaunchOptions, Scene, run_game};

/// The game's logic and entities (headless-safe).
pub fn game_plugin(app: &mut App) {
    app.add_plugins((
        state::plugin,
        wake::plugin,
        shared::busy::plugin,
        shared::motion::plugin,
        stick_view::plugin,
        saves::plugin,
        shelf::plugin,
    ))
    .add_plugins((
        turn::plugin,
        pieces::plugin,
        board::plugin,
        sticks::plugin,
        mehen::files::plugin,
        mehen::replay::plugin,
    ))
    .add_plugins((
        senet::plugin,
        hyena::plugin,
        family::plugin,
        bak_amen::plugin,
    ));
}

/// What needs a window: egui screens, camera, highlights, generated art.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((
        ui::plugin,
        menus::setup::plugin,
        menus::rules_page::plugin,
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
