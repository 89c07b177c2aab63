//! Bak-Amen's screen: the game's words and requests on the shared race match (with the play being
//! entered step by step), the Senet board as two tracks and the Nile, the dice, the HUD, and the
//! words they share.

pub mod hud;
pub mod screen;
pub mod words;

/// The screen, on the shared race match (which registers the game).
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(screen::plugin);
}

/// What needs a window: the panel and the highlights.
pub(crate) fn window_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(hud::ui_plugin);
}
