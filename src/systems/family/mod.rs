//! Family Mehen's screen: the game's words and requests on the shared race match, the spiral,
//! Egyptians and serpents, the die, and the HUD.

pub mod hud;
pub mod screen;

/// The screen, on the shared race match (which registers the game).
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(screen::plugin);
}

/// What needs a window: the panel and the highlights.
pub(crate) fn window_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(hud::ui_plugin);
}
