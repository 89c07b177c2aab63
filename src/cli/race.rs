//! The command line for the games kept as turn records (the Hyena game, family Mehen, Bak-Amen): `replay`,
//! `moves`, `check` and `sim` output. Each function answers `None` when the text is not such a record.

use super::failure::{Failure, malformed};
use crate::rules::bak_amen::{BakAmen, NILE, OFF, POINTS, seat_name};
use crate::rules::common::turn_record::{RecordError, Recorded, TurnRecord, seat_letter};
use crate::rules::family::Family;
use crate::rules::hyena::{Hyena, Stage};
use std::path::Path;

/// A new game from `--players` and `--options`, the way a record's tags make one.
pub fn start<G: Recorded>(players: u8, options: &str) -> Result<G, Failure> {
    G::from_tags(players, options).map_err(|e| malformed(format!("--players/--options: {e}")))
}

/// `mehen tournament --game G` for a game kept as turn records.
pub fn tournament<G: Recorded + crate::ai::race::Evaluate>(
    players: &[crate::tournament::Player],
    games: u32,
    seed: u64,
    seats: u8,
    options: &str,
) -> Result<crate::tournament::Report, Failure> {
    let start = start::<G>(seats, options)?;
    Ok(crate::tournament::run_race(
        players,
        games,
        seed,
        seats,
        || start.clone(),
    ))
}

/// Replays a record: exit 1 for a broken rule, 2 for a malformed file.
pub fn replay<G: Recorded>(file: &Path, text: &str) -> Result<G, Failure> {
    let name = file.display();
    let record = TurnRecord::<G>::parse(text).map_err(|e| malformed(format!("{name}:{e}")))?;
    record.replay().map_err(|e| match e {
        RecordError::Syntax(e) => malformed(format!("{name}:{e}")),
        RecordError::Illegal { line, reason } => Failure {
            code: 1,
            message: format!("{name}:{line}: {reason}"),
        },
    })
}

/// Is this the record of a game kept as turn records (the Hyena game, family Mehen, Bak-Amen)?
pub fn is_record(text: &str) -> bool {
    TurnRecord::<Hyena>::is_record(text)
        || TurnRecord::<Family>::is_record(text)
        || TurnRecord::<BakAmen>::is_record(text)
}

/// `mehen replay`: the position after the record, as text or JSON.
pub fn replay_command(file: &Path, text: &str, json: bool) -> Option<Result<String, Failure>> {
    if TurnRecord::<Hyena>::is_record(text) {
        return Some(replay::<Hyena>(file, text).map(|g| describe_hyena(&g, json)));
    }
    if TurnRecord::<Family>::is_record(text) {
        return Some(replay::<Family>(file, text).map(|g| describe_family(&g, json)));
    }
    if TurnRecord::<BakAmen>::is_record(text) {
        return Some(replay::<BakAmen>(file, text).map(|g| describe_bak_amen(&g, json)));
    }
    None
}

/// `mehen check`: what the record is, or why it cannot be read.
pub fn check(file: &Path, text: &str) -> Option<Result<String, String>> {
    let about = |game: &str, players: u8, turns: u32| {
        format!("{game} record, {players} players, {turns} turns")
    };
    if TurnRecord::<Hyena>::is_record(text) {
        return Some(
            replay::<Hyena>(file, text)
                .map(|g| about("Hyena game", g.players(), g.turns()))
                .map_err(|f| f.message),
        );
    }
    if TurnRecord::<Family>::is_record(text) {
        return Some(
            replay::<Family>(file, text)
                .map(|g| about("family Mehen", g.players(), g.turns()))
                .map_err(|f| f.message),
        );
    }
    if TurnRecord::<BakAmen>::is_record(text) {
        return Some(
            replay::<BakAmen>(file, text)
                .map(|g| about("Bak-Amen", 2, g.turns()))
                .map_err(|f| f.message),
        );
    }
    None
}

/// `mehen moves`: the actions open to the seat to move after the record, for a throw.
pub fn moves_command(
    file: &Path,
    text: &str,
    throw: u8,
    json: bool,
) -> Option<Result<String, Failure>> {
    if TurnRecord::<Hyena>::is_record(text) {
        return Some(moves::<Hyena>(file, text, throw, json));
    }
    if TurnRecord::<Family>::is_record(text) {
        return Some(moves::<Family>(file, text, throw, json));
    }
    if TurnRecord::<BakAmen>::is_record(text) {
        return Some(moves::<BakAmen>(file, text, throw, json));
    }
    None
}

fn moves<G: Recorded>(file: &Path, text: &str, throw: u8, json: bool) -> Result<String, Failure> {
    let mut g = replay::<G>(file, text)?;
    g.give_throw(throw).map_err(|e| Failure {
        code: 1,
        message: format!("{}: --throw {throw}: {e}", file.display()),
    })?;
    let mut legal = Vec::new();
    g.actions(&mut legal);
    let lines: Vec<String> = legal.into_iter().map(G::action_text).collect();
    Ok(if json {
        serde_json::to_string(&lines).expect("strings serialize") + "\n"
    } else {
        lines.iter().map(|l| format!("{l}\n")).collect()
    })
}

fn letter(s: u8) -> String {
    seat_letter(s).to_string()
}

fn state_line(winner: Option<u8>, to_move: Option<u8>, turns: u32) -> String {
    match (winner, to_move) {
        (Some(w), _) => format!("{} wins after {turns} turns\n", letter(w)),
        (None, Some(s)) => format!("{} to move after {turns} turns\n", letter(s)),
        _ => String::new(),
    }
}

fn describe_hyena(g: &Hyena, json: bool) -> String {
    let stage = |s: u8| match g.stage(s) {
        Stage::Waiting => "mother waiting at the tail".to_string(),
        Stage::Mother { square, back } => {
            format!(
                "mother on {square}{}",
                if back { ", coming back" } else { "" }
            )
        }
        Stage::Hyena { square: 0, .. } => "hyena at the tail".to_string(),
        Stage::Hyena { square, back } => {
            format!(
                "hyena on {square}{}",
                if back { ", coming back" } else { "" }
            )
        }
        Stage::Home => "hyena home".to_string(),
        Stage::Eaten => "mother eaten".to_string(),
    };
    if json {
        let seats: Vec<serde_json::Value> = (0..g.players())
            .map(|s| {
                serde_json::json!({
                    "seat": letter(s),
                    "stage": stage(s),
                    "ones": g.ones(s),
                    "eaten": g.eaten_by(s),
                })
            })
            .collect();
        return serde_json::json!({
            "game": "hyena",
            "turns": g.turns(),
            "to_move": g.to_move().map(letter),
            "winner": g.winner().map(letter),
            "seats": seats,
        })
        .to_string()
            + "\n";
    }
    let mut out = state_line(g.winner(), g.to_move(), g.turns());
    for s in 0..g.players() {
        out += &format!(
            "{}: {} | ones saved {} | mothers eaten {}\n",
            letter(s),
            stage(s),
            g.ones(s),
            g.eaten_by(s)
        );
    }
    out
}

fn describe_family(g: &Family, json: bool) -> String {
    let squares = |s: u8| {
        let mut v: Vec<u8> = g.egyptians(s).collect();
        v.sort_unstable();
        v
    };
    if json {
        let seats: Vec<serde_json::Value> = (0..g.players())
            .map(|s| {
                serde_json::json!({
                    "seat": letter(s),
                    "egyptians": squares(s),
                    "reserve": g.in_reserve(s),
                    "afterlife": g.in_afterlife(s),
                    "serpent": g.serpent(s),
                })
            })
            .collect();
        return serde_json::json!({
            "game": "family-mehen",
            "turns": g.turns(),
            "to_move": g.to_move().map(letter),
            "winner": g.winner().map(letter),
            "seats": seats,
        })
        .to_string()
            + "\n";
    }
    let mut out = state_line(g.winner(), g.to_move(), g.turns());
    for s in 0..g.players() {
        let on: Vec<String> = squares(s).iter().map(|q| q.to_string()).collect();
        out += &format!(
            "{}: Egyptians on {} | reserve {} | afterlife {} | serpent {}\n",
            letter(s),
            if on.is_empty() {
                "-".into()
            } else {
                on.join(" ")
            },
            g.in_reserve(s),
            g.in_afterlife(s),
            g.serpent(s).map_or("-".into(), |q| q.to_string())
        );
    }
    out
}

fn describe_bak_amen(g: &BakAmen, json: bool) -> String {
    // Each seat's pawns by its own points, highest first: (point, count).
    let points = |s: u8| -> Vec<(u8, u8)> {
        (1..=POINTS)
            .rev()
            .map(|p| (p, g.count(s, p)))
            .filter(|&(_, n)| n > 0)
            .collect()
    };
    let winner = g.winner();
    if json {
        let seats: Vec<serde_json::Value> = (0..2)
            .map(|s| {
                let on: serde_json::Map<String, serde_json::Value> = points(s)
                    .into_iter()
                    .map(|(p, n)| (p.to_string(), n.into()))
                    .collect();
                serde_json::json!({
                    "seat": letter(s),
                    "points": on,
                    "nile": g.count(s, NILE),
                    "off": g.count(s, OFF),
                    "pips": g.pips(s),
                })
            })
            .collect();
        return serde_json::json!({
            "game": "bak-amen",
            "turns": g.turns(),
            "to_move": g.to_move().map(letter),
            "winner": winner.map(|w| letter(w.0)),
            "points_won": winner.map(|w| w.1 as u8),
            "seats": seats,
        })
        .to_string()
            + "\n";
    }
    let mut out = state_line(winner.map(|w| w.0), g.to_move(), g.turns());
    if let Some((_, kind)) = winner {
        out += &format!("{}\n", kind.describe());
    }
    for s in 0..2 {
        let on: Vec<String> = points(s).iter().map(|(p, n)| format!("{n}@{p}")).collect();
        out += &format!(
            "{} ({}): {} | Nile {} | off {} | pips {}\n",
            letter(s),
            seat_name(s),
            if on.is_empty() {
                "-".into()
            } else {
                on.join(" ")
            },
            g.count(s, NILE),
            g.count(s, OFF),
            g.pips(s)
        );
    }
    out
}

/// `mehen sim` output for the games other than Mehen and Senet.
pub fn sim_text(game: &str, s: &crate::sim::RaceSimStats, json: bool) -> String {
    if json {
        return serde_json::to_string(&serde_json::json!({ "game": game, "stats": s }))
            .expect("plain data serializes")
            + "\n";
    }
    let wins: Vec<String> = s
        .wins
        .iter()
        .enumerate()
        .map(|(i, w)| format!("{} {w}", seat_letter(i as u8)))
        .collect();
    format!(
        "game {game}\ngames {}\nseconds {:.3}\ngames per second {:.1}\nmean turns {:.1}\nwins {}\nstopped by the turn cap {}\n",
        s.games,
        s.seconds,
        s.games_per_second,
        s.mean_turns,
        wins.join(", "),
        s.capped
    )
}
