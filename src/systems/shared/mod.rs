//! What every game screen uses: panel backdrops drawn as sprites ([`backdrop`]), HUD parts of the race
//! games ([`race_hud`]), sticks and dice on the table ([`stick_view`]).

pub mod backdrop;
pub mod race_hud;
pub mod stick_view;
