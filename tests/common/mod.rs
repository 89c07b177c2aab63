//! Helpers shared by the rule tests: games from scripted records, and playing one action with the
//! check that move generation agrees with the checker.

#![allow(
    dead_code,
    reason = "each test binary uses its own part of the helpers"
)]

use mehen::rules::mehen::record::Record;
use mehen::rules::{
    Throw,
    mehen::{Action, Game, Illegal},
};

/// Replays a record on the classic board: header, optional `[Setup]`, then `turns`.
pub fn game(
    players: u8,
    options: &str,
    teams: Option<&str>,
    setup: Option<&str>,
    turns: &str,
) -> Result<Game, String> {
    let mut text = format!(
        "[Game \"mehen\"]\n[Board \"classic\"]\n[Players \"{players}\"]\n[Options \"{options}\"]\n"
    );
    if let Some(s) = setup {
        text += &format!("[Setup \"{s}\"]\n");
    }
    if let Some(t) = teams {
        text += &format!("[Teams \"{t}\"]\n");
    }
    text += turns;
    let r = Record::parse(&text).map_err(|e| e.to_string())?;
    r.replay(Some(&text)).map_err(|e| e.to_string())
}

pub fn thrown(g: &Game, flats: u8) -> Game {
    let mut g = g.clone();
    g.throw(Throw::new(flats).unwrap(), &mut ()).unwrap();
    g
}

/// Plays `action` after a throw of `flats`, and checks that move generation agrees with the verdict.
pub fn play(g: &Game, flats: u8, action: &str) -> Result<Game, Illegal> {
    let mut g = thrown(g, flats);
    let a: Action = action.parse().unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let verdict = g.play(a, &mut ());
    assert_eq!(
        legal.contains(&a),
        verdict.is_ok(),
        "generation and checking disagree on {action}: {verdict:?}"
    );
    verdict.map(|_| g)
}
