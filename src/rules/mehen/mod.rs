//! Mehen by Zach Horton's rules: the board and its geometry ([`board`]), the pieces ([`position`]),
//! the advanced rules and teams ([`options`]), piece moves and their notation ([`action`]), why a move
//! is refused ([`illegal`]) and how a game ends ([`outcome`]), what happened ([`event`]), one piece move checked and played ([`moves`]), legal-action generation
//! (`movegen`), the Mehen stir (`stir`), turn flow, legality and the end of the game ([`game`]), positions written as
//! `[Setup]` ([`setup`]) and the `.mehen` record ([`record`]).

pub mod action;
pub mod board;
pub mod event;
pub mod game;
pub mod illegal;
pub(crate) mod movegen;
pub mod moves;
pub mod options;
pub mod outcome;
pub mod position;
pub mod record;
pub mod setup;
pub(crate) mod stir;

// Dependencies run one way: board, position -> illegal, outcome -> event -> moves, stir -> movegen ->
// game.

pub use action::{Action, PieceMove};
pub use board::{Board, BoardError, Space};
pub use event::Event;
pub use game::{Game, Phase};
pub use illegal::Illegal;
pub use options::{Options, Rules, Teams};
pub use outcome::{EndReason, Outcome};
pub use position::{FirstLion, Position, Seat};
