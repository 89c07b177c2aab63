//! What a Senet player does, and how a record writes it.

use std::fmt;

/// What a player does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SenetAction {
    /// Move the pawn on this square forward by the throw.
    Forward(u8),
    /// Move it backward by the throw (only when no pawn can move forward).
    Back(u8),
    /// Instead of throwing: the pawn in the House of Death goes to the House of Rebirth.
    Rebirth,
    /// Use the number the opponent could not use, instead of throwing.
    TakeOffered,
    /// No move is possible: the turn and its number pass to the opponent.
    Pass,
    /// The 3-square move (option): with a 3, the pawn on 17 goes to 20 and the pawns on these two
    /// squares go to 18 and 19, taking any opponents there whatever protects them (they go to the
    /// squares the three came from); the opponent cannot advance past 17 while a pawn of the move
    /// stays on 18-20.
    Triple { to18: u8, to19: u8 },
}

impl fmt::Display for SenetAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SenetAction::Forward(s) => write!(f, "{s}+"),
            SenetAction::Back(s) => write!(f, "{s}-"),
            SenetAction::Rebirth => f.write_str("R"),
            SenetAction::TakeOffered => f.write_str("T"),
            SenetAction::Pass => f.write_str("-"),
            SenetAction::Triple { to18, to19 } => write!(f, "17^{to18},{to19}"),
        }
    }
}
