//! Senet, both rule sets: Kendall's (with his options) and the one with special houses, in one engine
//! ([`Senet`], its [`SenetOptions`] choose the rule set); the board's houses and glyphs as a RON asset
//! ([`board`]); the Senet record ([`record`]).

pub mod board;
mod engine;
mod options;
mod race;
pub mod record;

pub use engine::*;
pub use options::*;
pub use race::play_out;
