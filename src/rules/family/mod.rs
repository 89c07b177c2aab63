//! Family Mehen, with Egyptians, guardian serpents and one die: its options ([`options`]), actions
//! ([`action`]), events ([`event`]), the engine ([`Family`]) and its record ([`race`]).

pub mod action;
pub mod event;
mod moves;
pub mod options;
mod position;
mod race;

pub use action::*;
pub use event::*;
pub use options::*;
pub use position::*;
pub use race::*;
