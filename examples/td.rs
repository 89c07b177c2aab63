//! Experiment: temporal-difference learning of a Mehen evaluation by self-play (two players), then the
//! learned one-move bot against Normal, both seatings over each throw sequence (docs/ai.md).
//!
//! `cargo run --release --example td -- TRAIN_GAMES TEST_GAMES [ALPHA] [OUT.ron] [MODE]`
//!
//! MODE `network` (the default) starts from the built-in model's linear part with fresh hidden units;
//! `linear` from the hand-made evaluation with the hidden units left silent (a linear model);
//! `continue` goes on training the built-in model's linear part; `vs-normal` does too, but against
//! Normal instead of itself (the learner's seat alternates). The model is written to
//! OUT.ron (default `target/mehen-expert.ron`); copy it to `assets/ai/` to make it the Expert's.
//! `four` trains the model for three players or more in four-player self-play (every seat learns),
//! starting from the two-player model's linear part; `four-continue` goes on from the built-in one's;
//! `four-vs-normal` trains a network (fresh hidden units around the built-in one's linear part) in
//! games against three Normals, the learner's seat rotating. All three then test against three
//! Normals (copy to `assets/ai/mehen-expert-multi.ron`).

use mehen::ai::learned::{FEATURES, Learned, TRAINED, TRAINED_MULTI, features, sigmoid};
use mehen::ai::{Bot, Level};
use mehen::dice::Sticks;
use mehen::rules::mehen::{Action, Board, Game, Phase, Seat};
use std::sync::Arc;

fn greedy(model: &Learned, game: &Game, buf: &mut Vec<Action>) -> Action {
    let seat = game.to_move().expect("a move is due");
    game.legal_actions(buf);
    let mut best = (f32::MIN, Action::PASS);
    for &a in buf.iter() {
        let mut after = game.clone();
        if after.play(a, &mut ()).is_err() {
            continue;
        }
        let v = model.value(&after, seat);
        if v > best.0 {
            best = (v, a);
        }
    }
    best.1
}

/// A learning step; a linear model keeps its hidden units silent.
fn learn(model: &mut Learned, x: &[f32; FEATURES], step: f32, linear_only: bool) {
    if linear_only {
        for (w, x) in model.linear.iter_mut().zip(x) {
            *w += step * x;
        }
    } else {
        model.learn(x, step);
    }
}

#[allow(
    clippy::too_many_lines,
    reason = "the experiment in order: train, then play the test games, then report"
)]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let train: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let test: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(400);
    let alpha: f32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(0.01);
    let out = args
        .get(3)
        .cloned()
        .unwrap_or_else(|| "target/mehen-expert.ron".into());
    let mode = args.get(4).map_or("network", String::as_str);
    let linear_only = !matches!(mode, "network" | "four-vs-normal");
    let vs_normal = mode.ends_with("vs-normal");
    let players: u8 = if mode.starts_with("four") { 4 } else { 2 };
    let board = Arc::new(Board::builtin("classic").expect("built in"));
    let mut model = match mode {
        "network" => Learned::around(TRAINED.linear.clone(), 7),
        "linear" => Learned::from_hand(7),
        "four-continue" | "four-vs-normal" => Learned::around(TRAINED_MULTI.linear.clone(), 7),
        _ => Learned::around(TRAINED.linear.clone(), 7),
    };
    if linear_only {
        model.hidden.iter_mut().flatten().for_each(|w| *w = 0.0);
    }
    let mut buf = Vec::new();
    let start = std::time::Instant::now();
    for k in 0..train {
        let mut game = Game::new(board.clone(), players).expect("players");
        let mut sticks = Sticks::seeded(1_000_000 + u64::from(k));
        // Whose views the values take: seat 0 in two-player self-play, the learner against Normals,
        // every seat in four-player self-play.
        let learners: Vec<Seat> = if vs_normal {
            vec![Seat((k % u32::from(players)) as u8)]
        } else if players > 2 {
            (0..players).map(Seat).collect()
        } else {
            vec![Seat(0)]
        };
        let learner = learners[0];
        let mut prev: Vec<Option<([f32; FEATURES], f32)>> = vec![None; learners.len()];
        let normal = Bot::new(Level::Normal, u64::from(k));
        while !game.is_over() && game.turns() < 3000 {
            match game.phase() {
                Phase::Move { .. } => {
                    let a = if vs_normal && game.to_move() != Some(learner) {
                        normal.choose(&game)
                    } else {
                        greedy(&model, &game, &mut buf)
                    };
                    game.play(a, &mut ()).expect("legal");
                    if game.is_over() {
                        break;
                    }
                    for (seat, prev) in learners.iter().zip(prev.iter_mut()) {
                        let mut x = [0.0; FEATURES];
                        features(&game, *seat, &mut x);
                        let v = sigmoid(model.forward(&x).0);
                        if let Some((px, pv)) = *prev {
                            learn(
                                &mut model,
                                &px,
                                alpha * (v - pv) * pv * (1.0 - pv),
                                linear_only,
                            );
                        }
                        *prev = Some((x, v));
                    }
                }
                Phase::Over => break,
                _ => game.throw(sticks.throw(), &mut ()).expect("a throw is due"),
            }
        }
        if !game.is_over() {
            game.end_by_time(&mut ());
        }
        for (seat, prev) in learners.iter().zip(&prev) {
            let Some((px, pv)) = *prev else { continue };
            let target = model.value(&game, *seat);
            learn(
                &mut model,
                &px,
                alpha * (target - pv) * pv * (1.0 - pv),
                linear_only,
            );
        }
        if (k + 1) % 1000 == 0 {
            eprintln!(
                "{} games, {:.0} s: linear {:?}",
                k + 1,
                start.elapsed().as_secs_f32(),
                model.linear
            );
        }
    }
    let text = format!(
        "// The Mehen Expert's evaluation for {}, learned {}: written by examples/td.rs (docs/ai.md).\n{}\n",
        if players > 2 {
            "three players or more"
        } else {
            "two players"
        },
        match (vs_normal, players > 2) {
            (true, true) => "in four-player games against three Normals",
            (true, false) => "in games against Normal",
            (false, _) => "by self-play",
        },
        ron::ser::to_string_pretty(&model, ron::ser::PrettyConfig::default()).expect("numbers")
    );
    std::fs::write(&out, text).expect("the model is written");
    println!("model written to {out}");
    let (mut wins, mut ties, mut games) = (0u32, 0u32, 0u32);
    let n = u32::from(players);
    for k in 0..test {
        let learned_seat = Seat((k % n) as u8);
        let mut game = Game::new(board.clone(), players).expect("players");
        let mut sticks = Sticks::seeded(u64::from(k / n));
        let normal = Bot::new(Level::Normal, u64::from(k));
        while !game.is_over() && game.turns() < 3000 {
            match game.phase() {
                Phase::Move { .. } => {
                    let a = if game.to_move() == Some(learned_seat) {
                        greedy(&model, &game, &mut buf)
                    } else {
                        normal.choose(&game)
                    };
                    game.play(a, &mut ()).expect("legal");
                }
                Phase::Over => break,
                _ => game.throw(sticks.throw(), &mut ()).expect("a throw is due"),
            }
        }
        if !game.is_over() {
            game.end_by_time(&mut ());
        }
        let o = game.outcome().expect("over");
        games += 1;
        if o.is_tie() {
            ties += u32::from(o.winners().any(|w| w == learned_seat));
        } else if o.winners().any(|w| w == learned_seat) {
            wins += 1;
        }
    }
    println!(
        "learned one-move bot vs Normal ({players} players): {wins} wins, {ties} shared in {games} games = {:.1}%, score {:.1}%",
        100.0 * wins as f32 / games as f32,
        100.0 * (wins as f32 + 0.5 * ties as f32) / games as f32
    );
}
