//! The Bevy game. Systems mirror the rules engines' state into entities and turn input into engine
//! requests; no rule lives here. One room per concern, each importing only the rooms listed after it
//! (no two rooms, and no two files, import each other; `tests/architecture.rs` checks the order):
//!
//! - [`app`]: launch modes (screenshots, autoplay, headless), the camera, sound, the monkey tester;
//! - [`learn`]: Learn to play, the lessons and their coach on the Mehen screen;
//! - one room per game: [`mehen`] (the match, the turn being composed, pieces, board and its marks,
//!   sticks, moves in words, its saves, replays and their controls), [`senet`], [`hyena`],
//!   [`family`], [`bak_amen`];
//! - [`race`]: the race games' one match, generic over the game, and what their screens share;
//! - [`online`]: Play online, the lobby, the session that feeds a game's match from the server, and
//!   the online corner of every game's screen (games started through the registry);
//! - [`menus`]: the egui screens (main menu, settings, New game, rules, Load, notices), which reach
//!   the games through the registry only;
//! - [`files`]: where files live, Continue and Open through the registry, the race games' records
//!   and autosaves, notices, the board shelf;
//! - [`shared`]: what every room uses (screens and phases as States, the frame's system sets, the
//!   game registry, seats, a Mehen game's setup and board layout, tweens, sound cues, the race-screen
//!   skeleton, sticks and dice, shared boards, HUD parts).
//!
//! [`game_plugin`] needs no window, renderer or sound, so tests run it headless.

pub mod app;
pub mod bak_amen;
pub mod family;
pub mod files;
pub mod hyena;
pub mod learn;
pub mod mehen;
pub mod menus;
pub mod online;
pub mod race;
pub mod senet;
pub mod shared;

use bevy::prelude::*;

pub use app::launch::{LaunchOptions, Scene, run_game};

/// The game's logic and entities (headless-safe).
pub fn game_plugin(app: &mut App) {
    app.add_plugins((
        shared::state::plugin,
        shared::wake::plugin,
        shared::busy::plugin,
        shared::motion::plugin,
        shared::art::plugin,
        shared::lang::plugin,
        shared::touch::plugin,
        shared::zoom::plugin,
        shared::stick_view::plugin,
        shared::sound::plugin,
        shared::space_labels::plugin,
        shared::hovered::plugin,
        files::saves::plugin,
        files::shelf::plugin,
    ))
    .add_plugins((mehen::plugin, learn::plugin, online::plugin))
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
        menus::ui::plugin,
        menus::setup::plugin,
        menus::pictures::plugin,
        menus::rules_page::plugin,
        (menus::files_ui::plugin, menus::pause::plugin),
        menus::title::plugin,
        shared::backdrop::plugin,
        (
            shared::theme::plugin,
            shared::touch::window_plugin,
            shared::zoom::window_plugin,
        ),
        shared::flat_material::plugin,
        shared::serpent::plugin,
        (
            shared::space_labels::window_plugin,
            shared::hovered::window_plugin,
        ),
        mehen::window_plugin,
        senet::window_plugin,
        hyena::window_plugin,
        family::window_plugin,
    ))
    .add_plugins((
        bak_amen::window_plugin,
        app::view::plugin,
        app::audio::plugin,
        app::icon::plugin,
        app::page::plugin,
        learn::window_plugin,
        online::window_plugin,
    ));
}
