//! The Hyena game (Finkel's rules): its options ([`options`]), actions ([`action`]), events
//! ([`event`]), the engine ([`Hyena`]), the race-game interface ([`race`]) and its record
//! ([`record`]).

pub mod action;
mod engine;
pub mod event;
pub mod options;
mod race;
pub mod record;

pub use action::*;
pub use engine::*;
pub use event::*;
pub use options::*;
