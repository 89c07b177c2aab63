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

use bevy::prelude::*;

/// The game's logic and entities (headless-safe): turns, pieces, effects, board, sticks, files, the
/// replay viewer and the review.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        turn::plugin,
        pieces::plugin,
        effects::plugin,
        board::plugin,
        sticks::plugin,
        files::plugin,
        replay::plugin,
        review_view::plugin,
    ));
}

/// What needs a window: the board's look, the HUD and the review's graph.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_plugins((
        board::window_plugin,
        hud::plugin,
        review_view::window_plugin,
    ));
}
