//! The Hyena game (Finkel's rules): its options ([`options`]), actions ([`action`]), events
//! ([`event`]), the game as it stands ([`Hyena`], `position.rs`) and how it moves (`moves.rs`), the race-game interface ([`race`]) and its record
//! ([`record`]).

pub mod action;
pub mod event;
mod moves;
pub mod options;
mod position;
mod race;
pub mod record;

pub use action::*;
pub use event::*;
pub use options::*;
pub use position::*;
