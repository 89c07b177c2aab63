//! What every room uses: screens and turn phases as States, the frame's system sets and the camera's
//! frame ([`state`]), the game registry through which menus and files reach the games
//! ([`registry`]), the seats ([`seats`]), a Mehen game's setup ([`new_game`]), how the run was launched ([`launch`]), the language of every screen ([`lang`]), tweens and animation speed ([`motion`]), the piece sprites ([`art`]), the race
//! games' HUD parts ([`race_hud`]) and log ([`race_log`]), the Mehen board's layout, which the menus' pictures draw too ([`board_layout`]), the boards two games
//! share (the Senet grid in [`senet_grid`], the snake spiral in [`spiral_board`]), the snake drawn
//! as one serpent ([`serpent`]) with the flat shapes of [`drawing`], sticks and dice on
//! the table ([`stick_view`]), panel backdrops drawn as sprites ([`backdrop`]), the look of every egui screen ([`theme`]) and whether its words show whole ([`text_fit`]) and its sizes for a finger ([`touch`]), the board kept clear of the panels ([`framing`]) and brought closer for a finger ([`zoom`]), labels that cover no piece ([`placement`]), the hovered space marked ([`hovered`]), the sound cues a game asks for ([`sound`]), the computer's thinking beside the game ([`pondering`]), keeping frames coming
//! while a screen acts by itself ([`busy`]) or a timer runs ([`wake`]). It imports no other room.

pub mod art;
pub mod backdrop;
pub mod board_layout;
pub mod busy;
pub mod drawing;
pub mod flat_material;
pub mod framing;
pub mod hovered;
pub mod lang;
pub mod launch;
pub mod lesson;
pub mod motion;
pub mod new_game;
pub mod placement;
pub mod pondering;
pub mod race_hud;
pub mod race_log;
pub mod registry;
pub mod remote;
pub mod seats;
pub mod senet_grid;
pub mod serpent;
pub mod sound;
pub mod space_labels;
pub mod spiral_board;
pub mod state;
pub mod stick_view;
pub mod text_fit;
pub mod theme;
pub mod touch;
pub mod wake;
pub mod zoom;
