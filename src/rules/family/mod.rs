//! Family Mehen, with Egyptians, guardian serpents and one die: its options ([`options`]), actions
//! ([`action`]), events ([`event`]), the engine ([`Family`]) and its record ([`race`]).

pub mod action;
mod engine;
pub mod event;
pub mod options;
mod race;

pub use action::*;
pub use engine::*;
pub use event::*;
pub use options::*;
pub use race::*;
