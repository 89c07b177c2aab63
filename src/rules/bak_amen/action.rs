//! Bak-Amen's actions: a pawn's step, a whole play, a pass or an opening double thrown again, and
//! their notation.

use super::board::*;
use std::fmt;

/// One pawn's move: from a point (or the Nile) to a point (or off).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Step {
    pub from: u8,
    pub to: u8,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from {
            NILE => write!(f, "N")?,
            p => write!(f, "{p}")?,
        }
        match self.to {
            OFF => write!(f, "/off"),
            p => write!(f, "/{p}"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BakAction {
    /// A whole turn's moves, one per die used (four for a double), in the order played.
    Play { steps: [Step; 4], len: u8 },
    /// No die can be used.
    Pass,
    /// The opening throw was a double: throw again.
    Rethrow,
}

impl BakAction {
    pub fn play(steps: &[Step]) -> BakAction {
        let mut s = [Step::default(); 4];
        s[..steps.len()].copy_from_slice(steps);
        BakAction::Play {
            steps: s,
            len: steps.len() as u8,
        }
    }

    pub fn steps(&self) -> &[Step] {
        match self {
            BakAction::Play { steps, len } => &steps[..*len as usize],
            _ => &[],
        }
    }

    /// Reads `20/15 11/8`, `N/18`, `3/off`, `-` or `R` (a `*` after a step, marking a hit, is allowed).
    pub fn parse(text: &str) -> Option<BakAction> {
        match text.trim() {
            "-" => return Some(BakAction::Pass),
            "R" => return Some(BakAction::Rethrow),
            _ => {}
        }
        let mut steps = Vec::new();
        for word in text.split_whitespace() {
            let word = word.trim_end_matches('*');
            let (from, to) = word.split_once('/')?;
            let from = match from {
                "N" => NILE,
                p => p.parse().ok().filter(|p| (1..=POINTS).contains(p))?,
            };
            let to = match to {
                "off" => OFF,
                p => p.parse().ok().filter(|p| (1..=POINTS).contains(p))?,
            };
            if to >= from {
                return None;
            }
            steps.push(Step { from, to });
        }
        (1..=4)
            .contains(&steps.len())
            .then(|| BakAction::play(&steps))
    }
}

impl fmt::Display for BakAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BakAction::Pass => write!(f, "-"),
            BakAction::Rethrow => write!(f, "R"),
            BakAction::Play { .. } => {
                for (i, s) in self.steps().iter().enumerate() {
                    if i > 0 {
                        write!(f, " ")?;
                    }
                    write!(f, "{s}")?;
                }
                Ok(())
            }
        }
    }
}
