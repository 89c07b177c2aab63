//! The Bevy game without a window (MinimalPlugins + StatesPlugin): every game's screen driven through
//! its real systems by the requests a click or key sends, the entities checked against the engine.
//! One test binary for all of them (the crate and Bevy are linked once), a module per game.

mod support;

mod bak_amen;
mod family;
mod hyena;
mod learn;
mod mehen_play;
mod mehen_turns;
mod online;
mod race;
mod senet;
