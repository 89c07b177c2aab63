//! Senet's screen (both rule sets): the match, the board with its houses, pawns, computer seats and HUD.

pub mod hud;
pub mod screen;
