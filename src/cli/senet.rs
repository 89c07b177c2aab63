//! Senet records on the command line (`moves`, `replay`, `check`) and random Senet playouts.

use super::failure::{Failure, malformed};
use std::path::Path;
use std::time::Instant;

/// `mehen moves` for a Senet record: the moves open to the side to move for a throw of value 1-5.
pub(super) fn moves_senet(
    file: &Path,
    text: &str,
    throw: u8,
    json: bool,
) -> Result<String, Failure> {
    use crate::rules::senet::record::{SenetRecord, SenetReplayError, throw_for};
    let name = file.display();
    let record = SenetRecord::parse(text).map_err(|e| malformed(format!("{name}:{e}")))?;
    let mut g = record.replay().map_err(|e| match e {
        SenetReplayError::Syntax(e) => malformed(format!("{name}:{e}")),
        SenetReplayError::Illegal { line, reason } => Failure {
            code: 1,
            message: format!("{name}:{line}: illegal: {reason}"),
        },
    })?;
    let t = throw_for(throw).ok_or_else(|| {
        malformed(format!(
            "--throw {throw}: a Senet throw is worth 1 to 5 (5: no flat side up)"
        ))
    })?;
    g.throw(t).map_err(|e| Failure {
        code: 1,
        message: format!("{name}: --throw {throw}: {e}"),
    })?;
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let lines: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
    Ok(if json {
        serde_json::to_string(&lines).expect("strings serialize") + "\n"
    } else {
        lines.iter().map(|l| format!("{l}\n")).collect()
    })
}

/// `mehen replay` for a Senet record: exit 1 for a broken rule, 2 for a malformed file.
pub(super) fn replay_senet(file: &Path, text: &str, json: bool) -> Result<String, Failure> {
    use crate::rules::senet::Side;
    use crate::rules::senet::record::{SenetRecord, SenetReplayError};
    let name = file.display();
    let record = SenetRecord::parse(text).map_err(|e| malformed(format!("{name}:{e}")))?;
    let g = record.replay().map_err(|e| match e {
        SenetReplayError::Syntax(e) => malformed(format!("{name}:{e}")),
        SenetReplayError::Illegal { line, reason } => Failure {
            code: 1,
            message: format!("{name}:{line}: illegal: {reason}"),
        },
    })?;
    let side_json = |side: Side| {
        serde_json::json!({
            "squares": g.pawns(side).collect::<Vec<u8>>(),
            "off": g.borne_off(side),
            "frozen": g.is_frozen(side),
        })
    };
    let letter = |s: Side| if s == Side::White { "W" } else { "B" };
    if json {
        Ok(serde_json::json!({
            "game": record.tag("Game"),
            "turns": g.turns(),
            "to_move": g.to_move().map(letter),
            "winner": g.winner().map(letter),
            "white": side_json(Side::White),
            "black": side_json(Side::Black),
        })
        .to_string()
            + "\n")
    } else {
        let line = |side: Side| {
            let squares: Vec<String> = g.pawns(side).map(|s| s.to_string()).collect();
            format!(
                "{}: on {} | borne off {}{}\n",
                letter(side),
                squares.join(" "),
                g.borne_off(side),
                if g.is_frozen(side) { " | frozen" } else { "" }
            )
        };
        let state = match (g.winner(), g.to_move()) {
            (Some(w), _) => format!("{} wins after {} turns\n", letter(w), g.turns()),
            (None, Some(s)) => format!("{} to move after {} turns\n", letter(s), g.turns()),
            _ => String::new(),
        };
        Ok(format!("{state}{}{}", line(Side::White), line(Side::Black)))
    }
}

/// Random Senet games: throws from the same seeded sticks as Mehen, moves drawn uniformly.
pub(super) fn sim_senet(
    game: &str,
    games: u64,
    seed: u64,
    max_turns: u32,
    options: &str,
    json: bool,
) -> Result<String, Failure> {
    use crate::rules::senet::{Senet, Side, game_options, play_out};
    use rand::{RngExt, SeedableRng};
    let options = game_options(game, options).map_err(|e| malformed(format!("--options: {e}")))?;
    let (mut wins, mut capped, mut turns) = ([0u64; 2], 0u64, 0u64);
    let start = Instant::now();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut sticks = crate::dice::Sticks::seeded(game_seed);
        let mut rng = rand_pcg::Pcg32::seed_from_u64(game_seed ^ 0x5E7E7);
        let mut g = Senet::new(options).map_err(|e| malformed(e.to_string()))?;
        play_out(
            &mut g,
            &mut || sticks.throw(),
            &mut |n| rng.random_range(0..n),
            max_turns,
        );
        turns += u64::from(g.turns());
        match g.winner() {
            Some(side) => wins[side.index()] += 1,
            None => capped += 1,
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let per_second = games as f64 / seconds.max(1e-9);
    let mean_turns = turns as f64 / games.max(1) as f64;
    Ok(if json {
        serde_json::json!({
            "game": game,
            "games": games,
            "seconds": seconds,
            "games_per_second": per_second,
            "mean_turns": mean_turns,
            "wins": {"white": wins[Side::White.index()], "black": wins[Side::Black.index()]},
            "capped": capped,
        })
        .to_string()
            + "\n"
    } else {
        format!(
            "game {game}\ngames {games}\nseconds {seconds:.3}\ngames per second {per_second:.1}\nmean turns {mean_turns:.1}\nwins White {}, Black {}\nstopped by the turn cap {capped}\n",
            wins[Side::White.index()],
            wins[Side::Black.index()]
        )
    })
}
