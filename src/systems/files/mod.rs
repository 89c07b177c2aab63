//! Files from anywhere in the game: Continue, Open and settings ([`saves`]), the race games' records
//! and autosaves ([`records`]), messages ([`notices`]), where files live ([`storage`]), the board shelf
//! and its rescans ([`shelf`]). Games reach the files through the registry (`shared::registry`); the
//! Mehen game's own files are in `mehen/files.rs`.

pub mod notices;
pub mod records;
pub mod saves;
pub mod shelf;
pub mod storage;
