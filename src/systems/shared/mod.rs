//! What every room uses: screens and turn phases as States, the frame's system sets and the camera's
//! frame ([`state`]), the game registry through which menus and files reach the games
//! ([`registry`]), the seats ([`seats`]), the language of every screen ([`lang`]), tweens and animation speed ([`motion`]), the piece sprites ([`art`]), the race
//! games' shared screen skeleton ([`race_screen`]) and lessons ([`race_lesson`]) and HUD parts ([`race_hud`]), the boards two games
//! share (the Senet grid in [`senet_grid`], the snake spiral in [`spiral_board`]), the snake drawn
//! as one serpent ([`serpent`]) with the flat shapes of [`drawing`], sticks and dice on
//! the table ([`stick_view`]), panel backdrops drawn as sprites ([`backdrop`]), the look of every egui screen ([`theme`]), the board kept clear of the panels ([`framing`]), keeping frames coming
//! while a screen acts by itself ([`busy`]) or a timer runs ([`wake`]). It imports no other room.

pub mod art;
pub mod backdrop;
pub mod busy;
pub mod drawing;
pub mod flat_material;
pub mod framing;
pub mod lang;
pub mod motion;
pub mod race_hud;
pub mod race_lesson;
pub mod race_screen;
pub mod registry;
pub mod seats;
pub mod senet_grid;
pub mod serpent;
pub mod spiral_board;
pub mod state;
pub mod stick_view;
pub mod theme;
pub mod wake;
