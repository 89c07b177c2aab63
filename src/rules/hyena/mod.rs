//! The Hyena game (Finkel's rules): the engine ([`Hyena`]) and its record ([`record`]).

mod engine;
pub mod record;

pub use engine::*;
