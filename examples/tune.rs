//! Tuning the evaluation: a one-move-ahead bot with candidate weights plays Normal, both seatings over
//! each throw sequence, and the result is printed. Used to choose the Expert's weights (docs/ai.md).
//!
//! `cargo run --release --example tune -- GAMES SEED "progress=40,opponent=1.0" [expert]`
//! (with `expert`, the candidate weights drive the Expert's search instead of a one-move bot;
//! `TUNE_PLAYERS=4` seats the candidate against three Normals, rotating its seat).

use mehen::ai::{Bot, Level, Weights};
use mehen::dice::Sticks;
use mehen::rules::mehen::{Board, Game, Phase, Seat};
use std::sync::Arc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let spec = args.get(2).cloned().unwrap_or_default();
    let level = if args.get(3).is_some_and(|a| a == "expert") {
        Level::Expert
    } else {
        Level::Normal
    };
    let weights = match Weights::NORMAL.with(&spec) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("tune: {e}");
            std::process::exit(2);
        }
    };
    let players: u8 = std::env::var("TUNE_PLAYERS")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(2);
    let board = Arc::new(Board::builtin("classic").expect("built in"));
    let (mut wins, mut ties, mut losses) = (0u32, 0u32, 0u32);
    for k in 0..games {
        let n = u32::from(players);
        let throw_seed = seed.wrapping_add(u64::from(k / n).wrapping_mul(0x9E37_79B9));
        let candidate_seat = Seat((k % n) as u8);
        let mut game = Game::new(board.clone(), players).expect("2-6 players");
        let mut sticks = Sticks::seeded(throw_seed);
        let mut candidate = Bot::new(level, throw_seed);
        candidate.weights = weights;
        candidate.learned = false;
        let normal = Bot::new(Level::Normal, throw_seed ^ 1);
        while !game.is_over() && game.turns() < 3000 {
            match game.phase() {
                Phase::Move { .. } => {
                    let a = if game.to_move() == Some(candidate_seat) {
                        candidate.choose(&game)
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
        if std::env::var_os("TUNE_DEBUG").is_some() {
            let p = game.position();
            eprintln!(
                "{} turns {} enlightened {:?} devoured {:?} candidate {}",
                o.reason.name(),
                game.turns(),
                &p.enlightened[..players as usize],
                &p.devoured[..players as usize],
                candidate_seat.letter()
            );
        }
        let won = o.winners().any(|w| w == candidate_seat);
        match (won, o.is_tie()) {
            (true, false) => wins += 1,
            (true, true) => ties += 1,
            _ => losses += 1,
        }
    }
    let n = f64::from(games);
    println!(
        "{spec:40} wins {:5.1}%  ties {:5.1}%  losses {:5.1}%  score {:5.1}%",
        100.0 * f64::from(wins) / n,
        100.0 * f64::from(ties) / n,
        100.0 * f64::from(losses) / n,
        100.0 * (f64::from(wins) + 0.5 * f64::from(ties)) / n
    );
}
