//! What every game screen uses: panel backdrops drawn as sprites ([`backdrop`]), keeping frames
//! coming while a screen acts by itself ([`busy`]), HUD parts of the race
//! games ([`race_hud`]), sticks and dice on the table ([`stick_view`]).

pub mod backdrop;
pub mod busy;
pub mod race_hud;
pub mod stick_view;
