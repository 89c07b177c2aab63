//! Family Mehen, with Egyptians, guardian serpents and one die: the engine ([`Family`]) and its record.

mod engine;

pub use engine::*;
