//! Family Mehen's evaluation for the common bots: Egyptians' progress and those in the afterlife (what
//! wins), having a serpent, and Egyptians a serpent of another player can reach with its next roll.

use super::race::{Evaluate, lead_over_the_rest};
use crate::rules::family::Family;

fn standing(g: &Family, seat: u8) -> f32 {
    let head = f32::from(g.head());
    let mut v = g.progress(seat) as f32 + 2.0 * head * f32::from(g.in_afterlife(seat));
    if g.serpent(seat).is_some() {
        v += 12.0;
    }
    for s in g.egyptians(seat).filter(|&s| s > 0) {
        let threatened =
            (0..g.players()).any(|o| o != seat && g.serpent(o).is_some_and(|q| q.abs_diff(s) <= 6));
        if threatened {
            // A serpent's hit sends the Egyptian back to the tail: a sixth of its progress, roughly.
            v -= f32::from(s) / 6.0;
        }
    }
    v
}

impl Evaluate for Family {
    fn evaluate(&self, seat: u8) -> f32 {
        lead_over_the_rest(self.players(), seat, |s| standing(self, s))
    }
}
