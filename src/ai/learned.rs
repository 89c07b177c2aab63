//! An evaluation learned by self-play (temporal-difference learning, as backgammon programs did): a
//! linear model over features of the two sides' standings, squashed to a winning chance. Experimental:
//! `examples/td.rs` trains it and measures it against Normal (docs/ai.md). Two players only.

use super::{Weights, lion_reaches, standing};
use crate::rules::position::Cell;
use crate::rules::{Game, Seat};

/// Progress buckets along the body.
const BUCKETS: usize = 10;
/// Features of one side.
const SIDE: usize = 3 + BUCKETS + 6;
/// The model's inputs: one side's features minus the other's, and who is to move.
pub const FEATURES: usize = SIDE + 1;

fn side_features(game: &Game, seat: Seat, to_move: bool, out: &mut [f32]) {
    let pos = game.position();
    let i = seat.index();
    let head = f32::from(pos.head);
    let lions: Vec<u8> = pos.lions().collect();
    out[0] = f32::from(pos.enlightened[i]);
    out[1] = f32::from(pos.head_pawns[i]);
    out[2] = f32::from(pos.tail[i]);
    let (mut blockade, mut lion, mut stir) = (0.0, 0.0, 0.0);
    for s in pos.pawns_of(seat) {
        let b = ((f32::from(s) / head) * BUCKETS as f32) as usize;
        out[3 + b.min(BUCKETS - 1)] += 1.0;
        if crate::rules::moves::in_blockade(game.board(), pos, s) {
            blockade += 1.0;
        } else if lions.iter().any(|&l| lion_reaches(game, pos, l, s, false)) {
            lion += 1.0;
        }
        let next = [s + 1, s + 2];
        if s + 2 >= pos.head
            || next
                .iter()
                .any(|&t| t < pos.head && pos.cell(t) == Cell::Lion)
        {
            stir += 1.0;
        }
    }
    let k = 3 + BUCKETS;
    out[k] = blockade;
    // Danger counts differently for the side about to move (it can still step away).
    out[k + 1] = if to_move { 0.0 } else { lion };
    out[k + 2] = if to_move { lion } else { 0.0 };
    out[k + 3] = if to_move { 0.0 } else { stir };
    out[k + 4] = if to_move { stir } else { 0.0 };
    out[k + 5] = standing(game, pos, &lions, seat, &Weights::NORMAL, 1.0) / 100.0;
}

/// Does the model apply to this game? Every seat for itself (no teams); trained with two players, it
/// measures a seat against its strongest opponent when there are more.
pub fn applies(game: &Game) -> bool {
    let rules = game.rules();
    let n = game.position().players;
    (0..n).all(|a| (0..a).all(|b| rules.side(Seat(a)) != rules.side(Seat(b))))
}

/// The opponent with the best standing by the hand-made evaluation.
fn strongest_opponent(game: &Game, seat: Seat) -> Seat {
    let pos = game.position();
    let lions: Vec<u8> = pos.lions().collect();
    (0..pos.players)
        .map(Seat)
        .filter(|&s| s != seat)
        .map(|s| (standing(game, pos, &lions, s, &Weights::NORMAL, 1.0), s))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(Seat(1 - seat.0.min(1)), |(_, s)| s)
}

/// The inputs for `seat` against its strongest opponent (the other seat of a two-player game).
pub fn features(game: &Game, seat: Seat, out: &mut [f32; FEATURES]) {
    let other = if game.position().players == 2 {
        Seat(1 - seat.0)
    } else {
        strongest_opponent(game, seat)
    };
    let to_move = game.to_move();
    let mut mine = [0.0f32; SIDE];
    let mut theirs = [0.0f32; SIDE];
    side_features(game, seat, to_move == Some(seat), &mut mine);
    side_features(game, other, to_move == Some(other), &mut theirs);
    for k in 0..SIDE {
        out[k] = mine[k] - theirs[k];
    }
    out[SIDE] = match to_move {
        Some(s) if s == seat => 1.0,
        Some(_) => -1.0,
        None => 0.0,
    };
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Learned {
    pub w: [f32; FEATURES],
}

impl Learned {
    /// Starts from the hand-made evaluation: only its standing difference counts.
    pub fn from_hand() -> Learned {
        let mut w = [0.0; FEATURES];
        w[SIDE - 1] = 1.0;
        Learned { w }
    }

    /// The chance that `seat` wins. A shared win counts as an even game (as in the hand-made
    /// evaluation: valuing it more made bots agree to end games by passing).
    pub fn value(&self, game: &Game, seat: Seat) -> f32 {
        if let Some(o) = game.outcome() {
            return if o.is_tie() && o.winners().any(|w| w == seat) {
                0.5
            } else if o.winners().any(|w| w == seat) {
                1.0
            } else {
                0.0
            };
        }
        let mut x = [0.0; FEATURES];
        features(game, seat, &mut x);
        sigmoid(self.dot(&x))
    }

    pub fn dot(&self, x: &[f32; FEATURES]) -> f32 {
        self.w.iter().zip(x).map(|(w, x)| w * x).sum()
    }
}

pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The weights trained by `examples/td.rs` (see docs/ai.md for the run).
pub const TRAINED: Learned = Learned {
    w: [
        -0.09675069,
        0.8504236,
        -0.24049877,
        -0.20794636,
        -0.23134111,
        -0.20952731,
        -0.18747462,
        -0.16411395,
        -0.11600281,
        -0.032965098,
        0.07472789,
        0.20049849,
        0.46696416,
        -0.062338673,
        0.045283567,
        0.17998374,
        -0.048008632,
        0.039041154,
        1.4655086,
        0.08794524,
    ],
};
