//! Mehen's screen: the HUD ([`hud`]), the match ([`table`]) and the turn being composed ([`draft`]), input sent to the engine
//! ([`turn`]), piece entities and animation ([`pieces`]) with the lights that mark events ([`effects`]), the board drawn from its asset as a serpent ([`board`]),
//! the sticks ([`sticks`]), where everything stands ([`layout`]), moves and reasons in words
//! ([`words`]), its saves, records and autosave ([`files`]), the replay viewer ([`replay`]).

pub mod board;
pub mod draft;
pub mod effects;
pub mod files;
pub mod hud;
pub mod layout;
pub mod pieces;
pub mod replay;
pub mod review_view;
pub mod sticks;
pub mod table;
pub mod turn;
pub mod why_not;
pub mod words;
