//! The race games' one match ([`race_match`]): what Senet, the Hyena game, family Mehen and
//! Bak-Amen share on their screens, above the files they are saved in and below each game's room.

pub mod panel;
pub mod race_match;
