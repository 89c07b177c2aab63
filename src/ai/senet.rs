//! The Senet evaluation for the common bots: progress along the path, pawns borne off, the last squares
//! reached, pairs that cannot be attacked, and the cost of a pawn in the House of Death.

use super::race::Evaluate;
use crate::rules::senet::{BEAUTY, Senet, Side};

fn side_of(seat: u8) -> Side {
    if seat == 0 { Side::White } else { Side::Black }
}

fn standing(g: &Senet, side: Side) -> f32 {
    let mut v = 45.0 * f32::from(g.borne_off(side));
    let pawns: Vec<u8> = g.pawns(side).collect();
    for &s in &pawns {
        v += f32::from(s);
        if s >= BEAUTY {
            v += 6.0;
        }
        if pawns.contains(&(s + 1)) || (s > 1 && pawns.contains(&(s - 1))) {
            v += 2.0;
        }
    }
    if g.is_frozen(side) {
        v -= 30.0;
    }
    v
}

impl Evaluate for Senet {
    /// Four turns: 62.7% against Normal with the houses rules (56.4% with one, 60.6% with three);
    /// Kendall's rules stay near even at any depth (docs/ai.md).
    const EXPERT_TURNS: u8 = 4;

    fn evaluate(&self, seat: u8) -> f32 {
        let me = side_of(seat);
        standing(self, me) - standing(self, me.other())
    }
}
