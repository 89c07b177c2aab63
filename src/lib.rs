//! Mehen: the ancient Egyptian snake game by Zach Horton's modern rules.
//!
//! - [`rules`]: the pure rules engine (no Bevy, no randomness).
//! - [`ai`]: computer opponents over the engine.
//! - [`dice`]: the seeded throwing sticks that feed it.
//! - [`persist`]: saves, settings and other files on disk.
//! - [`sim`]: random playouts (`mehen sim`, property tests).
//! - [`cli`]: the command line (`mehen replay | moves | sim`).
//! - [`systems`]: the Bevy game.

pub mod ai;
pub mod cli;
pub mod dice;
pub mod i18n;
pub mod persist;
pub mod review;
pub mod rules;
pub mod sim;
pub mod systems;
pub mod tournament;
pub mod tutorial;
