//! What a player of the Hyena game does with a throw, and its notation.

/// What a player does with a throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HyenaAction {
    /// A one brings the waiting mother onto square 1.
    Enter,
    /// A one is saved.
    Save,
    /// The piece moves by the throw.
    Move,
    /// Saved ones are spent: to land exactly in the centre, or to leave it; then the piece moves.
    Pay,
    /// No move: none is possible, or the player keeps the ones rather than pay.
    Pass,
}

impl HyenaAction {
    pub fn letter(self) -> char {
        match self {
            HyenaAction::Enter => 'E',
            HyenaAction::Save => 'S',
            HyenaAction::Move => 'M',
            HyenaAction::Pay => 'P',
            HyenaAction::Pass => '-',
        }
    }

    pub fn from_letter(c: char) -> Option<HyenaAction> {
        Some(match c {
            'E' => HyenaAction::Enter,
            'S' => HyenaAction::Save,
            'M' => HyenaAction::Move,
            'P' => HyenaAction::Pay,
            '-' => HyenaAction::Pass,
            _ => return None,
        })
    }
}
