//! The Hyena game's screen: the match, the spiral, mothers and hyenas, computer seats and HUD.

pub mod hud;
pub mod screen;
