//! The turn a person is composing on the Mehen screen, kept apart from the match: the legal actions
//! for the throw in hand, the piece moves chosen so far, the piece clicked and its options, the
//! preview shown on the board, the hint, and the question about forfeiting. It is cleared with each
//! throw and each played action.

use crate::rules::mehen::{Action, Event, PieceMove};

/// The turn being composed.
#[derive(Debug, Clone, Default)]
pub struct TurnDraft {
    /// The legal actions for the throw in hand (empty unless a move is due).
    pub legal: Vec<Action>,
    /// The piece moves chosen so far this turn, before Confirm.
    pub chosen: Vec<PieceMove>,
    /// The piece clicked for the next slot, and its options (move, destination).
    pub selected: Option<Selection>,
    /// Events of the chosen piece moves already shown on the board as a preview (skipped on Confirm).
    pub previewed: usize,
    /// Preview events waiting for the animation queue.
    pub preview_events: Vec<Event>,
    /// The shown pieces must be matched again to the position (after an undo).
    pub resync: bool,
    /// The Expert's suggestion for the human to move, once asked for (cleared with each throw or move).
    pub hint: Option<Action>,
    /// The player pressed F (or Forfeit): a second F or Enter gives up the turn, Esc keeps it.
    pub forfeit_asked: bool,
}

/// A piece the player clicked, and what it may do next.
#[derive(Debug, Clone)]
pub struct Selection {
    pub from: Option<u8>,
    pub lion: bool,
    pub options: Vec<(PieceMove, Option<u8>)>,
    /// Only the options ending on a clicked space, when several do.
    pub narrowed: bool,
}
