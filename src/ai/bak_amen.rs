//! Bak-Amen's evaluation for the common bots, in pips: the race (pips still to travel), lone pawns the
//! other player can hit next turn (weighted by the chance of the shot and the pips a hit costs), points
//! made in front of the other player's pawns (primes count more), and pawns of the other player stuck on
//! the Nile in front of a strong home board.

use super::race::Evaluate;
use crate::rules::bak_amen::{BakAmen, NILE, POINTS};

/// Chances in 36 of hitting a pawn this many points away with one throw of two dice (no blocks).
const SHOT: [f32; 13] = [
    0.0, 11.0, 12.0, 14.0, 15.0, 15.0, 17.0, 6.0, 6.0, 5.0, 3.0, 2.0, 3.0,
];

fn standing(g: &BakAmen, seat: u8) -> f32 {
    let other = 1 - seat;
    // A side about to move can still cover or run its lone pawns before the other side throws: they
    // are at risk mostly for the side that has just moved.
    let exposure = if g.to_move() == Some(seat) { 0.3 } else { 1.0 };
    // The other seat's pawns as seen on this seat's points: they travel upwards (0 is its Nile).
    let theirs = |m: u8| -> u8 {
        if m == 0 {
            g.count(other, NILE)
        } else {
            g.count(other, NILE - m)
        }
    };
    let rearmost_theirs = (0..=POINTS).find(|&m| theirs(m) > 0);
    let mut v = -(g.pips(seat) as f32);
    let Some(rearmost) = rearmost_theirs else {
        return v;
    };
    let mut prime = 0;
    for p in 1..=POINTS {
        let n = g.count(seat, p);
        let in_contact = p > rearmost;
        if n >= 2 {
            if in_contact {
                prime += 1;
                v += 1.5 + 0.6 * f32::from(prime.min(6) as u8).powi(2) / 6.0;
            }
            v -= 0.3 * f32::from(n.saturating_sub(3));
        } else {
            prime = 0;
        }
        if n == 1 && in_contact {
            let mut miss = 1.0f32;
            for d in 1..=12u8.min(p) {
                if theirs(p - d) > 0 {
                    miss *= 1.0 - SHOT[d as usize] / 36.0;
                }
            }
            v -= exposure * (1.0 - miss) * (f32::from(NILE - p) + 4.0);
        }
    }
    // The other seat's pawns on the Nile enter on this seat's points 1-6.
    let on_nile = theirs(0);
    if on_nile > 0 {
        let closed = (1..=6).filter(|&p| g.count(seat, p) >= 2).count() as f32;
        v += f32::from(on_nile) * (3.0 + 2.0 * closed);
    }
    v
}

impl Evaluate for BakAmen {
    /// Two turns: 63.4% against Normal (53.0% with one); a third, at 21 throws a turn with up to
    /// hundreds of plays each, would cost seconds a decision.
    const EXPERT_TURNS: u8 = 2;

    fn evaluate(&self, seat: u8) -> f32 {
        standing(self, seat) - standing(self, 1 - seat)
    }
}
