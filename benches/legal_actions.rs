//! Full legal-action enumeration over a fixed set of mid-game positions (the computer opponents' hot
//! path). Reported as actions generated per second.
//!
//! cargo bench --bench legal_actions

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mehen::dice::Sticks;
use mehen::rules::{
    Throw,
    mehen::{Board, Game, Phase},
};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;
use std::hint::black_box;
use std::sync::Arc;

/// Random games stopped after `turns` turns, each handed a throw of 2 flats (4 points) or 3 (6 points).
fn mid_game_positions(players: u8, count: u64, turns: u32) -> Vec<Game> {
    let board = Arc::new(Board::builtin("classic").unwrap());
    let mut out = Vec::new();
    let mut seed = 0;
    while (out.len() as u64) < count {
        seed += 1;
        let mut sticks = Sticks::seeded(seed);
        let mut choices = Pcg32::seed_from_u64(seed);
        let mut game = Game::new(board.clone(), players).unwrap();
        while !game.is_over() && game.turns() < turns {
            match game.phase() {
                Phase::Throw { .. } | Phase::Tickle => game.throw(sticks.throw(), &mut ()).unwrap(),
                Phase::Move { .. } => {
                    let a = game.sample_action(&mut |n| choices.random_range(0..n));
                    game.play(a, &mut ()).unwrap();
                }
                Phase::Over => {}
            }
        }
        if game.is_over() || game.phase() != (Phase::Throw { after_mehen: false }) {
            continue;
        }
        game.throw(Throw::new(2 + (seed % 2) as u8).unwrap(), &mut ())
            .unwrap();
        out.push(game);
    }
    out
}

fn bench(c: &mut Criterion) {
    for players in [2u8, 4, 6] {
        let games = mid_game_positions(players, 64, 30);
        let mut buf = Vec::new();
        let total: usize = games
            .iter()
            .map(|g| {
                g.legal_actions(&mut buf);
                buf.len()
            })
            .sum();
        let mut group = c.benchmark_group(format!("legal_actions/{players}p"));
        group.throughput(Throughput::Elements(total as u64));
        group.bench_function(format!("64 positions, {total} actions"), |b| {
            b.iter(|| {
                for g in &games {
                    g.legal_actions(&mut buf);
                    black_box(buf.len());
                }
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
