//! Why Senet refuses a move: a pawn that cannot make the move in hand, or an action or throw that is
//! not due.

use super::action::SenetAction;

/// Why a pawn cannot make the move the number in hand asks of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SenetRefusal {
    /// No pawn of the side to move stands there.
    NotYours,
    /// The pawn in the House of Death leaves only by Rebirth or a 4.
    Dead,
    /// A pawn below the House of Beauty (26) must stop there first.
    PastBeauty,
    /// Bearing off needs the exact count.
    PastEnd,
    /// Moving back would go off the start of the board.
    PastStart,
    /// With the last-row option, all the side's pawns must be on the last row before one bears off.
    LastRow,
    /// Three opponents in a row, from this square, bar the way.
    Blockade(u8),
    /// The opponent's 3-square move holds 18-20.
    Held,
    /// The side's own pawn stands on the square.
    OwnPawn(u8),
    /// The opponent there is protected by a neighbour of its colour.
    Protected(u8),
    /// The opponent there stands on a safe house.
    SafeHouse(u8),
}

/// Why an action or throw was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SenetIllegal {
    #[error("the game is over")]
    GameOver,
    #[error("a throw is not due now")]
    NoThrowDue,
    #[error("{0} is not a legal action now")]
    NotLegal(SenetAction),
    #[error("{0} is not a throw of four sticks")]
    NotAThrow(u8),
}
