//! Bak-Amen, backgammon on the Senet board: the engine ([`BakAmen`]) and its record.

mod engine;

pub use engine::*;
