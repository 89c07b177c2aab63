//! The Hyena game's evaluation for the common bots: how far each player's mother and hyena have come,
//! saved ones (they pay for the centre), mothers eaten (what wins), and a mother standing where a
//! returning hyena can land on her with its next throw.

use super::race::{Evaluate, lead_over_the_rest};
use crate::rules::hyena::{Hyena, Stage};

/// Squares a returning hyena can travel in one throw, with or without the "three moves 3" option.
fn hyena_reach(g: &Hyena, gap: u8) -> bool {
    [0u8, 2, 3].iter().any(|&f| g.distance(f, true) == gap)
}

fn standing(g: &Hyena, seat: u8) -> f32 {
    let mut v = g.progress(seat) as f32 + 400.0 * f32::from(g.eaten_by(seat));
    // Ones are worth most while a piece still has the centre ahead or is in it.
    v += 3.0 * f32::from(g.ones(seat).min(12));
    match g.stage(seat) {
        Stage::Eaten => v -= 1000.0,
        Stage::Mother { square, .. } => {
            let threatened = (0..g.players()).any(|s| {
                s != seat
                    && matches!(g.stage(s), Stage::Hyena { square: h, back: true } if h > square && hyena_reach(g, h - square))
            });
            if threatened {
                v -= 150.0;
            }
        }
        _ => {}
    }
    v
}

impl Evaluate for Hyena {
    fn evaluate(&self, seat: u8) -> f32 {
        lead_over_the_rest(self.players(), seat, |s| standing(self, s))
    }
}
