//! Family Mehen's actions (and their notation), and why an Egyptian cannot move.

use std::fmt;

/// Why an Egyptian cannot move by the die in hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FamilyRefusal {
    /// No Egyptian of the seat to move stands there.
    NotYours,
    /// The head is reached only by the exact number (after any propelling off one's own).
    PastHead,
    /// It would stop on a serpent.
    Serpent(u8),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FamilyAction {
    /// A roll of 1 brings an Egyptian from the reserve onto the tail.
    Enter,
    /// The Egyptian on this square (0: the tail) moves by the roll.
    Egyptian(u8),
    /// The serpent moves by the roll towards the head.
    SerpentUp,
    /// The serpent moves by the roll towards the tail.
    SerpentDown,
    /// On a 6: no move, roll again.
    Reroll,
    /// No move is possible.
    Pass,
}

impl fmt::Display for FamilyAction {
    /// The notation: `E`, the Egyptian's square, `S+`, `S-`, `R`, `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FamilyAction::Enter => write!(f, "E"),
            FamilyAction::Egyptian(s) => write!(f, "{s}"),
            FamilyAction::SerpentUp => write!(f, "S+"),
            FamilyAction::SerpentDown => write!(f, "S-"),
            FamilyAction::Reroll => write!(f, "R"),
            FamilyAction::Pass => write!(f, "-"),
        }
    }
}

impl FamilyAction {
    pub fn parse(text: &str) -> Option<FamilyAction> {
        Some(match text {
            "E" => FamilyAction::Enter,
            "S+" => FamilyAction::SerpentUp,
            "S-" => FamilyAction::SerpentDown,
            "R" => FamilyAction::Reroll,
            "-" => FamilyAction::Pass,
            s => FamilyAction::Egyptian(s.parse().ok()?),
        })
    }
}
