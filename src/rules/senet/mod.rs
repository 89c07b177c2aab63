//! Senet, both rule sets: Kendall's (with his options) and the one with special houses, in one engine
//! ([`Senet`], its [`SenetOptions`] choose the rule set); the board's houses and glyphs as a RON asset
//! ([`board`]); the Senet record ([`record`]).

mod action;
pub mod board;
mod illegal;
mod moves;
mod options;
mod position;
mod race;
pub mod record;

pub use action::*;
pub use illegal::*;
pub use options::*;
pub use position::*;
pub use race::play_out;
