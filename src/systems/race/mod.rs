//! The race games' one match ([`race_match`]): what Senet, the Hyena game, family Mehen and
//! Bak-Amen share on their screens, above the files they are saved in and below each game's room:
//! the screen's skeleton ([`skeleton`]: keys, computer seats, the throw shown, the turn's phase),
//! its lessons ([`lesson`]), its panel ([`panel`]) and the plugins and registry entry that put them
//! together ([`entry`]).

pub mod entry;
pub mod lesson;
pub mod panel;
pub mod race_match;
pub mod skeleton;
