//! Bak-Amen, backgammon on the Senet board: the points and the board ([`board`]), actions
//! ([`action`]), events ([`event`]), the engine ([`BakAmen`]) and its record ([`race`]).

pub mod action;
pub mod board;
pub mod event;
mod moves;
mod position;
mod race;

pub use action::*;
pub use board::*;
pub use event::*;
pub use position::*;
pub use race::*;
