//! How well the Expert's model's winning chances match what happens (docs/ai.md, "Win chances"):
//! `cargo run --release --example calibration -- GAMES LEVELS [SEED]`, LEVELS as `normal,expert`
//! (one per seat; rotated game by game). Prints the ten bins and the Brier score, as JSON with
//! `--json` last.

use mehen::ai::Level;
use mehen::review::calibration;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let levels: Vec<Level> = args
        .get(1)
        .map_or("normal,normal", String::as_str)
        .split(',')
        .map(|l| Level::from_name(l).unwrap_or_else(|| panic!("unknown level {l}")))
        .collect();
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let c = calibration(games, &levels, seed);
    if args.last().is_some_and(|a| a == "--json") {
        println!("{}", serde_json::to_string_pretty(&c).unwrap());
        return;
    }
    println!(
        "{} games, {} players, {} predictions, Brier score {:.4} (always 1/{} would score {:.4})",
        c.games,
        c.players,
        c.predictions,
        c.brier,
        c.players,
        f64::from(c.players - 1) / f64::from(c.players).powi(2)
    );
    println!("| predicted | predictions | mean predicted | won |");
    println!("| --- | --- | --- | --- |");
    for (i, b) in c.bins.iter().enumerate() {
        println!(
            "| {}-{}% | {} | {:.1}% | {:.1}% |",
            i * 10,
            i * 10 + 10,
            b.count,
            b.predicted * 100.0,
            b.observed * 100.0
        );
    }
}
