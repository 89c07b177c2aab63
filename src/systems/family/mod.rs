//! Family Mehen's screen: the match, the spiral, Egyptians and serpents, the die, computer seats and HUD.

pub mod screen;
