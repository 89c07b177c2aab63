//! Files from inside the game: the Mehen autosave, save, load and export ([`saves`]), the other games'
//! records and autosaves ([`records`]), the replay viewer ([`replay`]), messages ([`notices`]), where files live ([`storage`]); the board shelf
//! with its hot reload ([`shelf`]).

pub mod notices;
pub mod records;
pub mod replay;
pub mod saves;
pub mod shelf;
pub mod storage;
