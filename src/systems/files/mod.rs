//! Files from inside the game: autosave, save, load, export and records ([`saves`]); the board shelf
//! with its hot reload ([`shelf`]).

pub mod saves;
pub mod shelf;
