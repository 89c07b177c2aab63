//! Mehen's screen: the HUD ([`hud`]), the match ([`table`]), the turn being composed ([`draft`]) and the two together ([`sitting`]), input sent to the engine
//! ([`turn`]), piece entities and animation ([`pieces`]) with the lights that mark events ([`effects`]) and the captions that name them ([`captions`]), the board drawn from its asset as a serpent ([`board`]),
//! the sticks ([`sticks`]), the sound of each event shown ([`sounds`]), the board's marks ([`marks`]), moves and reasons in words
//! ([`words`]), its saves, records and autosave ([`files`]), its scenes in the launch modes ([`launch`]), the replay viewer ([`replay`]) and its controls ([`replay_panel`]).

pub mod banner;
pub mod board;
pub mod brief;
pub mod captions;
pub mod draft;
pub mod effects;
pub mod files;
pub mod hud;
pub mod launch;
pub mod marks;
pub mod moves_panel;
pub mod pieces;
pub mod replay;
pub mod replay_panel;
pub mod review_view;
pub mod sitting;
pub mod sounds;
pub mod sticks;
pub mod table;
pub mod trays;
pub mod turn;
pub mod why_not;
pub mod words;

use crate::systems::shared::busy::{ActsByItself, report_busy};
use bevy::prelude::*;

/// A computer's turn moves on by itself (the app keeps drawing).
impl ActsByItself for table::Table {
    fn acts_by_itself(&self) -> bool {
        self.computer_to_move() && !self.is_over()
    }
}

/// A hint being worked out arrives by itself.
impl ActsByItself for turn::HintHand {
    fn acts_by_itself(&self) -> bool {
        turn::hint_pending(self)
    }
}

/// Events being shown keep the frames coming.
impl ActsByItself for pieces::EventQueue {
    fn acts_by_itself(&self) -> bool {
        self.busy()
    }
}

/// A replay playing moves on by itself.
impl ActsByItself for replay::Replay {
    fn acts_by_itself(&self) -> bool {
        self.playing
    }
}

/// The game's logic and entities (headless-safe): turns, pieces, effects, board, sticks, files, the
/// replay viewer and the review.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        turn::plugin,
        pieces::plugin,
        effects::plugin,
        captions::plugin,
        board::plugin,
        sticks::plugin,
        sounds::plugin,
        files::plugin,
        launch::plugin,
        replay::plugin,
        review_view::plugin,
        marks::room_plugin,
    ))
    .add_systems(
        Update,
        (
            report_busy::<table::Table>,
            report_busy::<turn::HintHand>,
            report_busy::<replay::Replay>,
            report_busy::<pieces::EventQueue>,
        )
            // Once the frame's requests and events are handled, so the app sees where they stand.
            .after(crate::systems::shared::state::GameSet::Animate),
    );
}

/// What needs a window: the board's look, the HUD and the review's graph.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_plugins((hud::plugin, marks::plugin, replay_panel::plugin));
}
