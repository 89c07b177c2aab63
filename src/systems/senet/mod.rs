//! Senet's screen (both rule sets): the match, the board with its houses, pawns, computer seats and HUD.

pub mod entry;
pub mod hud;
pub mod screen;

/// The screen, and the game's entry in the registry.
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((screen::plugin, entry::register));
}
