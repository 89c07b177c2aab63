//! The rules engines of the collection: pure Rust, no Bevy, no randomness.
//!
//! Each is "a game without its dice": it is handed every throw and every choice and answers with what
//! happened or why a choice is illegal. Chance lives in [`crate::dice`], so records, tests and
//! computer opponents can script every throw.
//!
//! One folder per rule set: [`mehen`] (Horton's Mehen, the heart of the game), [`senet`] (Kendall's
//! rules and the houses), [`hyena`] (the Hyena game), [`family`] (family Mehen), [`bak_amen`]
//! (Bak-Amen); and [`common`], what they share (throws, the race-game trait, turn records, spiral
//! boards). The flat paths of earlier versions (`rules::board`, `rules::senet_record`, ...) are kept as
//! re-exports so callers move over one at a time.

pub mod bak_amen;
pub mod common;
pub mod family;
pub mod hyena;
pub mod mehen;
pub mod senet;

pub use common::kind::GameKind;
pub use common::{race, spiral, throw, turn_record};
pub use hyena::record as hyena_record;
pub use mehen::{
    action, board, event, game, illegal, moves, options, outcome, position, record, setup,
};
pub(crate) use mehen::{movegen, stir};
pub use senet::board as senet_board;
pub use senet::record as senet_record;

pub use action::{Action, PieceMove};
pub use board::{Board, BoardError, Space};
pub use event::Event;
pub use game::{Game, Phase};
pub use illegal::Illegal;
pub use options::{Options, Rules, Teams};
pub use outcome::{EndReason, Outcome};
pub use position::{FirstLion, Position, Seat};
pub use throw::{Throw, ThrowDevice};
