//! Mehen: the ancient Egyptian snake game by Zach Horton's modern rules, with the other race games of
//! its collection (Senet, Bak-Amen, the Hyena game, a family Mehen).
//!
//! - [`rules`]: the pure rules engines, one room per rule set (no Bevy, no randomness).
//! - [`dice`]: the seeded throwing sticks and dice that feed them.
//! - [`play`]: a game in play: the one match interface every game implements.
//! - [`ai`]: computer opponents over the engines.
//! - [`i18n`]: the players' words in English and French (Fluent catalogues).
//! - [`persist`]: saves, settings and other files on disk.
//! - [`sim`]: random playouts (`mehen sim`, property tests).
//! - [`tournament`]: computer opponents played against each other (`mehen tournament`).
//! - [`review`]: a Mehen record's review: winning chances, the Expert's moves, grades.
//! - [`tutorial`]: the lessons of Learn to play, read and judged through the engines.
//! - [`cli`]: the command line (`mehen replay | moves | sim | tournament | review | ...`).
//! - [`systems`]: the Bevy game.

pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod dice;
pub mod i18n;
pub mod online;
pub mod persist;
pub mod play;
pub mod review;
pub mod rules;
pub mod sim;
pub mod systems;
pub mod tournament;
pub mod tutorial;
