//! Why an action or a throw is refused: the engine's reasons, each with the words a player reads.

use crate::rules::mehen::board::Space;
use crate::rules::mehen::position::Seat;

/// Why an action or throw was refused, in words a player can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("it is time to throw the sticks, not to move")]
    NotMovePhase,
    #[error("a move is due, not a throw")]
    NotThrowPhase,
    #[error("{0} is not a throw of four sticks")]
    NotAThrow(u8),
    #[error("{seat} has no pawn on space {space}")]
    NotYourPawn { seat: Seat, space: Space },
    #[error("{seat} has no pawn waiting at the tail")]
    NoPawnAtTail { seat: Seat },
    #[error("pawns in Mehen's head do not move again")]
    PawnInHead,
    #[error("there is no lion on space {0}")]
    NoLion(Space),
    #[error("space {0} does not exist on this board")]
    NoSuchSpace(Space),
    #[error("a piece move needs at least one point")]
    ZeroPoints,
    #[error("the move needs {need} points but only {have} are left")]
    NotEnoughPoints { need: u8, have: u8 },
    #[error("the pawn would reach Mehen's head with {0} point(s) unspent (allot fewer points)")]
    PastHead(u8),
    #[error("the pawn would end on space {0}, which is not empty")]
    EndsOnOccupied(Space),
    #[error("a jump must be the first piece moved")]
    JumpNotFirst,
    #[error("no jumps from the inner coil (space {0})")]
    JumpFromInner(Space),
    #[error("space {to} does not touch space {from} across coils")]
    NotTouching { from: Space, to: Space },
    #[error("a pawn only jumps inward and a lion only outward")]
    JumpDirection,
    #[error("lions may not move after a Mehen throw this turn")]
    LionAfterMehen,
    #[error("a lion may not end on another lion (space {0})")]
    LionOnLion(Space),
    #[error("the pawn on space {0} is part of a blockade and cannot be devoured")]
    Blockaded(Space),
    #[error("a sprinting lion may not pass the blockade pawn on space {0}")]
    SprintThroughBlockade(Space),
    #[error("a sprinting lion may not devour (space {0})")]
    SprintDevour(Space),
    #[error("a lion jumps for 1 point only onto an unblockaded pawn; sprinting it cannot devour")]
    SprintPounce,
    #[error("only a lion leaving the board sends a pawn to the head")]
    BonusWithoutExit,
    #[error("the pawn sent to the head must be one of {seat}'s pawns on the board (space {space})")]
    BonusNotYours { seat: Seat, space: Space },
    #[error("only one pawn may enter the board per turn")]
    TwoEntries,
    #[error("the same piece cannot be moved twice in one turn")]
    SamePiece,
    #[error(
        "a turn moves two pieces (a single piece only on a player's first turn or with a lone pawn)"
    )]
    NeedTwoPieces,
    #[error("The Push is not in play in this game")]
    PushOff,
    #[error("the pawn on space {space} cannot be pushed: {why}")]
    NotPushable { space: Space, why: &'static str },
    #[error("a pushed pawn may not be moved into or past a lion (space {0})")]
    PushPastLion(Space),
}
