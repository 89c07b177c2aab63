//! Analysis: how four-player games end, with one bot of LEVEL against three Normals, and what
//! devours pawns (docs/ai.md quotes it). Seats rotate over each throw sequence, as in the tournament.
//!
//! `cargo run --release --example four_stats -- GAMES LEVEL`

use mehen::ai::{Bot, Level};
use mehen::dice::Sticks;
use mehen::rules::mehen::{Board, Event, Game, Phase, Seat};
use std::collections::BTreeMap;
use std::sync::Arc;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let level = Level::from_name(args.get(2).map_or("expert", String::as_str))
        .expect("LEVEL: novice, normal or expert");
    let board = Arc::new(Board::builtin("classic").expect("built in"));
    let mut counts: BTreeMap<String, u32> = BTreeMap::new();
    let mut turns = 0u32;
    for i in 0..games {
        let seed = 1 + (i / 4).wrapping_mul(0x9E37_79B9);
        let me = Seat((i % 4) as u8);
        let mut game = Game::new(board.clone(), 4).expect("four players");
        let mut sticks = Sticks::seeded(seed);
        let bots: Vec<Bot> = (0..4u8)
            .map(|s| {
                let l = if s == me.0 { level } else { Level::Normal };
                Bot::new(l, seed + u64::from(s))
            })
            .collect();
        while !game.is_over() && game.turns() < 5000 {
            let mover = game.to_move().unwrap_or(me);
            let mut events: Vec<Event> = Vec::new();
            match game.phase() {
                Phase::Move { .. } => {
                    let a = bots[mover.index()].choose(&game);
                    game.play(a, &mut events).expect("bots play legal moves");
                }
                Phase::Over => break,
                _ => game
                    .throw(sticks.throw(), &mut events)
                    .expect("a throw is due"),
            }
            tally(&events, mover, me, &mut counts);
        }
        if !game.is_over() {
            game.end_by_time(&mut ());
        }
        let o = game.outcome().expect("over");
        turns += game.turns();
        let won = o.winners & (1 << me.0) != 0;
        let result = match (won, o.is_tie()) {
            (true, false) => "won alone".to_string(),
            (true, true) => format!("shared by {}", o.winners.count_ones()),
            _ => "lost".to_string(),
        };
        *counts
            .entry(format!("game ends ({}): {result}", o.reason.name()))
            .or_default() += 1;
    }
    println!(
        "{games} games, {} against three Normals, {:.1} turns a game on average; per game:",
        level.name(),
        f64::from(turns) / games as f64
    );
    for (what, n) in &counts {
        println!("  {what}: {:.2}", f64::from(*n) / games as f64);
    }
}

fn tally(events: &[Event], mover: Seat, me: Seat, counts: &mut BTreeMap<String, u32>) {
    let whose = |seat: Seat| {
        if seat == me {
            "its"
        } else {
            "the three Normals'"
        }
    };
    for e in events {
        let what = match e {
            Event::Devoured { seat, by_lion, .. } => {
                let how = match (*by_lion, mover == me) {
                    (false, _) => "by a stir",
                    (true, true) => "by a lion it moved",
                    (true, false) => "by a lion a Normal moved",
                };
                format!("{} pawns devoured {how}", whose(*seat))
            }
            Event::BonusToHead { seat, .. } => {
                format!("{} pawns sent to the head by a lion leaving", whose(*seat))
            }
            Event::Enlightened { seat } => format!("{} pawns enlightened", whose(*seat)),
            _ => continue,
        };
        *counts.entry(what).or_default() += 1;
    }
}
