//! Bak-Amen's screen: the match, the Senet board as two tracks and the Nile, the dice, computer seats
//! and HUD.

pub mod hud;
pub mod screen;
