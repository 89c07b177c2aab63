//! The rules engines of the collection: pure Rust, no Bevy, no randomness.
//!
//! Each is "a game without its dice": it is handed every throw and every choice and answers with what
//! happened or why a choice is illegal. Chance lives in [`crate::dice`], so records, tests and
//! computer opponents can script every throw.
//!
//! One folder per rule set: [`mehen`] (Horton's Mehen, the heart of the game), [`senet`] (Kendall's
//! rules and the houses), [`hyena`] (the Hyena game), [`family`] (family Mehen), [`bak_amen`]
//! (Bak-Amen); and [`common`], what they share (throws, the race-game trait, turn records, spiral
//! boards). Each room exports its own main types (`rules::mehen::Game`, `rules::senet::Senet`, ...);
//! the kinds of game and the throw, which every room shares, are also exported here.

pub mod bak_amen;
pub mod common;
pub mod family;
pub mod hyena;
pub mod mehen;
pub mod senet;

pub use common::kind::GameKind;
pub use common::throw::{Throw, ThrowDevice};
