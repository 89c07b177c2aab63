//! What the race games share: the rule sets' names ([`kind::GameKind`]), a throw of the sticks and
//! the throw devices ([`throw`]), the [`race::RaceGame`] trait that bots, playouts and tournaments
//! drive, the tags, comments and syntax errors of every record ([`tags`]), the turn records of the
//! games whose turns are one throw and one action ([`turn_record`]), board file errors
//! ([`board_error`]), options and positions that cannot be set up ([`setup_error`]), the spiral boards of the Hyena game and family Mehen ([`spiral`]), and the
//! one-line text a person types into a board or a room ([`text`]), and a position's fingerprint that
//! every platform computes alike ([`fingerprint`]).

pub mod board_error;
pub mod fingerprint;
pub mod kind;
pub mod race;
pub mod setup_error;
pub mod spiral;
pub mod tags;
pub mod text;
pub mod throw;
pub mod turn_record;
