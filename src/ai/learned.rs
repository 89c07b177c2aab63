//! An evaluation learned by temporal-difference learning, as backgammon programs learned theirs: a
//! small network over features of a seat's standing and its strongest opponent's, squashed to a
//! winning chance. `examples/td.rs` trains it and measures it against Normal (docs/ai.md): a linear
//! model for two players (self-play), one with hidden units for three or more (four-player games
//! against three Normals).

use super::{Weights, lion_reaches, standing};
use crate::rules::mehen::position::Cell;
use crate::rules::mehen::{Game, Seat};

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
        if crate::rules::mehen::moves::in_blockade(game.board(), pos, s) {
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

/// The learned model for this game: the two-player one, or the one trained in four-player games for
/// three players or more. Team games keep the hand-made evaluation (no model was trained on them).
pub fn model_for(game: &Game) -> Option<&'static Learned> {
    if game.rules().teams.is_some() {
        None
    } else if game.position().players == 2 {
        Some(&TRAINED)
    } else {
        Some(&TRAINED_MULTI)
    }
}

/// The inputs for `seat`: its features minus those of its strongest opponent (by the hand-made
/// standing; in two-player games, the other seat), and who is to move (1 `seat`, -1 that opponent).
pub fn features(game: &Game, seat: Seat, out: &mut [f32; FEATURES]) {
    let to_move = game.to_move();
    let mut mine = [0.0f32; SIDE];
    side_features(game, seat, to_move == Some(seat), &mut mine);
    let mut theirs = [f32::MIN; SIDE];
    let mut rival = None;
    let mut other = [0.0f32; SIDE];
    for i in (0..game.position().players).filter(|&i| i != seat.0) {
        other.fill(0.0);
        side_features(game, Seat(i), to_move == Some(Seat(i)), &mut other);
        if other[SIDE - 1] > theirs[SIDE - 1] {
            theirs = other;
            rival = Some(Seat(i));
        }
    }
    for k in 0..SIDE {
        out[k] = mine[k] - theirs[k];
    }
    out[SIDE] = match to_move {
        Some(s) if s == seat => 1.0,
        Some(s) if Some(s) == rival => -1.0,
        _ => 0.0,
    };
}

/// Hidden units of the network.
pub const HIDDEN: usize = 16;

/// A small network: a linear part over the inputs plus one layer of `HIDDEN` tanh units (which learn
/// what the linear part cannot: inputs that matter together), squashed to a winning chance.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Learned {
    /// One weight per input.
    pub linear: Vec<f32>,
    /// Each hidden unit's weights over the inputs, then its bias.
    pub hidden: Vec<Vec<f32>>,
    /// Each hidden unit's weight in the output.
    pub out: Vec<f32>,
}

impl Learned {
    /// Starts from the hand-made evaluation: only its standing difference counts; the hidden units
    /// start small (seeded) and silent.
    pub fn from_hand(seed: u64) -> Learned {
        let mut linear = vec![0.0; FEATURES];
        linear[SIDE - 1] = 1.0;
        Learned::around(linear, seed)
    }

    /// A network whose linear part is `linear` and whose hidden units start small and silent.
    pub fn around(linear: Vec<f32>, seed: u64) -> Learned {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_pcg::Pcg32::seed_from_u64(seed);
        Learned {
            linear,
            hidden: (0..HIDDEN)
                .map(|_| {
                    (0..=FEATURES)
                        .map(|_| rng.random_range(-0.1..0.1))
                        .collect()
                })
                .collect(),
            out: vec![0.0; HIDDEN],
        }
    }

    /// Are the sizes right (a file read from text)?
    pub fn check(&self) -> Result<(), String> {
        let ok = self.linear.len() == FEATURES
            && self.out.len() == self.hidden.len()
            && self.hidden.iter().all(|h| h.len() == FEATURES + 1);
        if ok {
            Ok(())
        } else {
            Err(format!(
                "a model needs {FEATURES} linear weights and hidden units of {} weights each",
                FEATURES + 1
            ))
        }
    }

    /// The chance that `seat` wins. A win shared by k players counts 1/k, an even share (as in the
    /// hand-made evaluation: valuing it more made bots agree to end games by passing).
    pub fn value(&self, game: &Game, seat: Seat) -> f32 {
        if let Some(o) = game.outcome() {
            return if o.is_tie() && o.winners().any(|w| w == seat) {
                1.0 / o.winners().count() as f32
            } else if o.winners().any(|w| w == seat) {
                1.0
            } else {
                0.0
            };
        }
        let mut x = [0.0; FEATURES];
        features(game, seat, &mut x);
        sigmoid(self.output(&x))
    }

    /// The output before squashing, skipping silent hidden units (the search calls this millions of
    /// times; `forward` also returns the hidden values, for learning).
    pub fn output(&self, x: &[f32; FEATURES]) -> f32 {
        let mut z: f32 = self.linear.iter().zip(x).map(|(w, x)| w * x).sum();
        for (v, w) in self.out.iter().zip(&self.hidden) {
            if *v != 0.0 {
                z += v * (w[FEATURES] + w.iter().zip(x).map(|(w, x)| w * x).sum::<f32>()).tanh();
            }
        }
        z
    }

    /// The output before squashing, and the hidden units' values.
    pub fn forward(&self, x: &[f32; FEATURES]) -> (f32, Vec<f32>) {
        let mut z: f32 = self.linear.iter().zip(x).map(|(w, x)| w * x).sum();
        let h: Vec<f32> = self
            .hidden
            .iter()
            .map(|w| (w[FEATURES] + w.iter().zip(x).map(|(w, x)| w * x).sum::<f32>()).tanh())
            .collect();
        z += self.out.iter().zip(&h).map(|(v, h)| v * h).sum::<f32>();
        (z, h)
    }

    /// One step of learning: moves the output for `x` by `step` (already scaled by the learning
    /// rate, the error and the sigmoid's slope).
    pub fn learn(&mut self, x: &[f32; FEATURES], step: f32) {
        let (_, h) = self.forward(x);
        for (w, x) in self.linear.iter_mut().zip(x) {
            *w += step * x;
        }
        for ((v, unit), h) in self.out.iter_mut().zip(&mut self.hidden).zip(&h) {
            let g = step * *v * (1.0 - h * h);
            *v += step * h;
            for (w, x) in unit.iter_mut().zip(x) {
                *w += g * x;
            }
            unit[FEATURES] += g;
        }
    }
}

pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The Expert's two-player model, trained by `examples/td.rs` (docs/ai.md tells the run) and kept in
/// `assets/ai/mehen-expert.ron`.
pub static TRAINED: std::sync::LazyLock<Learned> =
    std::sync::LazyLock::new(|| built_in(include_str!("../../assets/ai/mehen-expert.ron")));

/// The Expert's model for three players or more, trained in four-player games against three Normals
/// (`assets/ai/mehen-expert-multi.ron`).
pub static TRAINED_MULTI: std::sync::LazyLock<Learned> =
    std::sync::LazyLock::new(|| built_in(include_str!("../../assets/ai/mehen-expert-multi.ron")));

fn built_in(text: &str) -> Learned {
    let m: Learned =
        ron::from_str(text).expect("the built-in models are checked by the test suite");
    m.check()
        .expect("the built-in models are checked by the test suite");
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_model_loads_and_prefers_the_side_ahead() {
        for m in [&*TRAINED, &*TRAINED_MULTI] {
            assert!(m.check().is_ok());
            let mut ahead = [0.0; FEATURES];
            ahead[0] = 2.0; // two more pawns enlightened
            ahead[SIDE - 1] = 2.0;
            let behind = ahead.map(|v| -v);
            assert!(sigmoid(m.forward(&ahead).0) > 0.5);
            assert!(sigmoid(m.forward(&behind).0) < 0.5);
        }
    }

    fn game(players: u8, teams: Option<&str>, setup: &str) -> Game {
        let mut text = format!("[Game \"mehen\"]\n[Players \"{players}\"]\n[Setup \"{setup}\"]\n");
        if let Some(t) = teams {
            text += &format!("[Teams \"{t}\"]\n");
        }
        let r = crate::rules::mehen::record::Record::parse(&text).unwrap();
        r.replay(Some(&text)).unwrap()
    }

    #[test]
    fn each_game_gets_the_model_trained_for_it() {
        let setup = "A10 B20 C30 D40";
        let two = game(2, None, "A10 B20");
        assert!(std::ptr::eq(model_for(&two).unwrap(), &*TRAINED));
        let four = game(4, None, setup);
        assert!(std::ptr::eq(model_for(&four).unwrap(), &*TRAINED_MULTI));
        assert!(model_for(&game(4, Some("AC BD"), setup)).is_none());
    }

    #[test]
    fn a_seat_is_measured_against_its_strongest_opponent() {
        // C is far ahead of B: A's inputs are its own features minus C's, whoever sits between.
        let g = game(3, None, "A10 B5 C50 C55");
        let mut x = [0.0; FEATURES];
        features(&g, Seat(0), &mut x);
        let (mut a, mut c) = ([0.0; SIDE], [0.0; SIDE]);
        side_features(&g, Seat(0), g.to_move() == Some(Seat(0)), &mut a);
        side_features(&g, Seat(2), g.to_move() == Some(Seat(2)), &mut c);
        for k in 0..SIDE {
            assert_eq!(x[k], a[k] - c[k], "input {k}");
        }
        assert!(x[SIDE - 1] < 0.0, "A stands worse than C");
        // A is to move.
        assert_eq!(x[SIDE], 1.0);
    }

    #[test]
    fn learning_moves_the_output_towards_the_target() {
        let mut m = Learned::from_hand(3);
        let mut x = [0.0; FEATURES];
        x[1] = 1.0;
        x[5] = -2.0;
        let before = m.forward(&x).0;
        m.learn(&x, 0.05);
        assert!(m.forward(&x).0 > before);
    }
}
