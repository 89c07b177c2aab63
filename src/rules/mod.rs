//! The Mehen rules engine: pure Rust, no Bevy, no randomness.
//!
//! It is "a game without its dice": [`Game`] is handed every throw ([`Throw`]) and every choice
//! ([`Action`]) and answers with what happened ([`Event`]s) or why a choice is illegal. Chance lives
//! in [`crate::dice`], so records, tests and computer opponents can script every throw.
//!
//! Module map: [`board`] (the path and its geometry), [`throw`], [`action`] (piece moves and their
//! notation), [`position`] (the pieces), [`game`] (turn flow, the Mehen stir, legality, end of game),
//! [`record`] (the `.mehen` text format). [`senet`] is Senet by Kendall's rules, the first of the other
//! race games, fed by the same throws.

pub mod action;
pub mod bak_amen;
pub mod board;
pub mod event;
pub mod family;
pub mod game;
pub mod hyena;
pub mod hyena_record;
mod movegen;
pub mod moves;
pub mod options;
pub mod position;
pub mod race;
pub mod record;
pub mod senet;
pub mod senet_board;
pub mod senet_record;
pub mod setup;
pub mod spiral;
pub mod throw;
pub mod turn_record;

pub use action::{Action, PieceMove};
pub use board::{Board, BoardError, Space};
pub use event::Event;
pub use game::{EndReason, Game, Illegal, Outcome, Phase};
pub use options::{Options, Rules, Teams};
pub use position::{FirstLion, Position, Seat};
pub use throw::{Throw, ThrowDevice};
