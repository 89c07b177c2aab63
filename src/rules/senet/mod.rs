//! Senet, both rule sets: Kendall's (with his options) and the one with special houses, in one engine
//! ([`Senet`], the options choose the rule set); the board's houses and glyphs as a RON asset
//! ([`board`]); the Senet record ([`record`]).

pub mod board;
mod engine;
pub mod record;

pub use engine::*;
