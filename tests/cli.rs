//! The command line, run as a player would: golden records in `tests/records/` checked by
//! `mehen replay`, `mehen moves` and `mehen sim`, with their exit codes.
//!
//! Each record says what it expects in comments: `# expect-exit: N` and, for refused records,
//! `# expect-error: text` (found in stderr). A legal record's `--json` output must equal its `.json` file.
//! `random_4p.mehen` is a whole random game: it must equal what the engine plays today for its seed
//! (regenerate deliberately with `MEHEN_BLESS=1 cargo test --release --test cli`).

use mehen::rules::mehen::{Board, Rules};
use mehen::sim::random_game;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Arc;

fn mehen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mehen"))
        .args(args)
        .current_dir(records_dir())
        .output()
        .expect("the mehen binary runs")
}

fn records_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records")
}

fn expectation(text: &str, key: &str) -> Option<String> {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("# {key}: ")))
        .map(str::to_string)
}

#[test]
fn an_online_records_throws_are_checked_against_its_seed() {
    let out = mehen(&["replay", "online_seeded.mehen"]);
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Every throw (73) follows the record's seed."),
        "{said}"
    );
}

#[test]
fn golden_records_replay_with_the_expected_verdict() {
    let mut checked = 0;
    for entry in std::fs::read_dir(records_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "mehen") {
            continue;
        }
        let name = path.file_name().unwrap().to_str().unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let exit: i32 = expectation(&text, "expect-exit")
            .unwrap_or_else(|| panic!("{name} has no `# expect-exit:` line"))
            .parse()
            .unwrap();
        let out = mehen(&["replay", name, "--json"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit), "{name}: {stderr}");
        if exit == 0 {
            let want = std::fs::read_to_string(path.with_extension("json"))
                .unwrap_or_else(|_| panic!("{name} needs a .json file"));
            assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{name}");
        } else {
            let want = expectation(&text, "expect-error")
                .unwrap_or_else(|| panic!("{name}: no expect-error"));
            assert!(
                stderr.starts_with(&format!("mehen: {name}")),
                "{name}: {stderr}"
            );
            assert!(
                stderr.contains(&want),
                "{name}: expected `{want}` in {stderr}"
            );
        }
        checked += 1;
    }
    assert!(checked >= 12, "only {checked} records");
}

#[test]
fn a_random_game_record_is_stable_and_replays() {
    let board = Arc::new(Board::builtin("classic").unwrap());
    let rg = random_game(board, "classic", 4, Rules::default(), 7, 0, 5000);
    let text = format!(
        "# expect-exit: 0\n# A whole random 4-player game (seed 7, game 0).\n{}",
        rg.record
    );
    let path = records_dir().join("random_4p.mehen");
    if std::env::var_os("MEHEN_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
        let out = mehen(&["replay", "random_4p.mehen", "--json"]);
        std::fs::write(path.with_extension("json"), &out.stdout).unwrap();
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "the engine or sampler changed"
    );
    let out = mehen(&["replay", "random_4p.mehen"]);
    assert!(out.status.success());
    let summary = String::from_utf8_lossy(&out.stdout);
    assert!(summary.contains("game over"), "{summary}");
}

#[test]
fn moves_lists_every_legal_action_for_a_throw() {
    let out = mehen(&["moves", "first_turns.mehen", "--throw", "1"]);
    assert!(out.status.success());
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(String::from)
        .collect();
    // A: pawns on 1 and 9, four at the tail, 2 points: each split of 1+1 between two pieces, and the
    // pass; but not `T+1 1+1`: the entering pawn slides over the pawn on 1 to 2, and that pawn may not
    // then slide back over it (no leapfrog), so it would end on 2.
    let mut want = vec!["-", "T+1 9+1", "1+1 T+1", "1+1 9+1", "9+1 T+1", "9+1 1+1"];
    want.sort();
    let mut got = lines.clone();
    got.sort();
    assert_eq!(got, want);
    let json = mehen(&["moves", "first_turns.mehen", "--throw", "1", "--json"]);
    let parsed: Vec<String> = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(parsed, lines);
    // After the game is over there is nobody to move.
    let over = mehen(&["moves", "ends_in_stir.mehen", "--throw", "2"]);
    assert_eq!(over.status.code(), Some(1));
}

#[test]
fn sim_reports_its_statistics() {
    let out = mehen(&[
        "sim",
        "--games",
        "20",
        "--players",
        "3",
        "--seed",
        "5",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["games"], 20);
    let wins: u64 = v["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(wins + v["ties"].as_u64().unwrap(), 20);
    assert!(v["mean_turns"].as_f64().unwrap() > 10.0);
    let text = mehen(&["sim", "--games", "5", "--board", "great", "--players", "2"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("games 5") && text.contains("wins A"),
        "{text}"
    );
}

#[test]
fn sim_and_moves_take_options_and_teams() {
    let out = mehen(&[
        "sim",
        "--games",
        "30",
        "--players",
        "4",
        "--options",
        "gated push tickle",
        "--teams",
        "AC BD",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["teams"], serde_json::json!([["A", "C"], ["B", "D"]]));
    let team_wins: u64 = v["team_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(team_wins + v["ties"].as_u64().unwrap(), 30);
    // The flag fills in a record without options; a record's own tag must agree with it.
    let out = mehen(&[
        "moves",
        "first_turns.mehen",
        "--throw",
        "1",
        "--options",
        "push",
    ]);
    assert!(out.status.success());
    let out = mehen(&[
        "moves",
        "team_push_tickle.mehen",
        "--throw",
        "1",
        "--options",
        "gated",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--options"));
    let out = mehen(&["moves", "team_push_tickle.mehen", "--throw", "1"]);
    let moves = String::from_utf8_lossy(&out.stdout);
    assert!(
        moves.lines().any(|l| l.starts_with('!')),
        "C may push: {moves}"
    );
}

#[test]
fn tournament_reports_rotated_matches() {
    let out = mehen(&[
        "tournament",
        "--bots",
        "normal,random",
        "--games",
        "12",
        "--seed",
        "4",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let m = &v["matchups"][0];
    assert_eq!(
        (
            m["player"].as_str(),
            m["against"].as_str(),
            m["games"].as_u64()
        ),
        (Some("normal"), Some("random"), Some(12))
    );
    let (lo, hi, rate) = (
        m["ci95"][0].as_f64().unwrap(),
        m["ci95"][1].as_f64().unwrap(),
        m["win_rate"].as_f64().unwrap(),
    );
    assert!(lo <= rate && rate <= hi, "{m}");
    assert_eq!(v["think"].as_array().unwrap().len(), 2);
    let out = mehen(&["tournament", "--bots", "master,normal"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown player `master`"));
}

#[test]
fn bad_flags_and_missing_files_exit_2_with_a_message() {
    for args in [
        vec!["sim", "--players", "9"],
        vec!["moves", "first_turns.mehen", "--throw", "4"],
        vec!["replay"],
        vec!["replay", "no-such-file.mehen"],
        vec!["sim", "--board", "pyramid"],
        vec!["frobnicate"],
        vec!["sim", "--options", "fast"],
        vec!["sim", "--players", "3", "--teams", "AC BD"],
    ] {
        let out = mehen(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
    // The server's store: a Redis address or a folder, not both.
    let out = mehen(&["serve", "--store", "localhost:6379"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("write it as redis://HOST:PORT"), "{said}");
    let out = mehen(&["serve", "--data", "d", "--store", "redis://127.0.0.1:1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be used with"));
    // A trusted proxy only means something where the PROXY header is read; an address it is not.
    let out = mehen(&["serve", "--trusted-proxy", "127.0.0.1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--proxy-protocol"));
    let out = mehen(&["serve", "--proxy-protocol", "--trusted-proxy", "the-proxy"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the-proxy"));
}

#[test]
fn sim_plays_senet_by_kendalls_rules() {
    for options in ["", "plain", "seven"] {
        let out = mehen(&[
            "sim",
            "--game",
            "senet-kendall",
            "--games",
            "300",
            "--options",
            options,
            "--seed",
            "2",
            "--json",
        ]);
        assert!(out.status.success(), "{options}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let white = v["wins"]["white"].as_u64().unwrap();
        let black = v["wins"]["black"].as_u64().unwrap();
        assert_eq!(white + black + v["capped"].as_u64().unwrap(), 300);
        assert!(white > 60 && black > 60, "{options}: {v}");
        // The same seed plays the same games.
        let again = mehen(&[
            "sim",
            "--game",
            "senet-kendall",
            "--games",
            "300",
            "--options",
            options,
            "--seed",
            "2",
            "--json",
        ]);
        let w: serde_json::Value = serde_json::from_slice(&again.stdout).unwrap();
        assert_eq!(w["mean_turns"], v["mean_turns"]);
    }
    let houses = mehen(&["sim", "--game", "senet-houses", "--games", "200", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&houses.stdout).unwrap();
    assert_eq!(v["game"], "senet-houses");
    assert_eq!(v["capped"], 0);
    let bad = mehen(&["sim", "--game", "senet-houses", "--options", "seven"]);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("the houses rule set has no options"));
    let bad = mehen(&["sim", "--game", "chess"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("`chess` is not a game"));
    let bad = mehen(&["sim", "--game", "senet-kendall", "--options", "nine"]);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("`nine` is not a Senet option"));
}

#[test]
fn tournament_plays_senet_through_the_common_bots() {
    let out = mehen(&[
        "tournament",
        "--game",
        "senet-kendall",
        "--bots",
        "normal,random",
        "--games",
        "100",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["matchups"][0]["games"], 100);
    assert!(v["matchups"][0]["win_rate"].as_f64().unwrap() > 0.6, "{v}");
}

#[test]
fn check_reads_spiral_boards_and_names_the_problem() {
    let boards = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/boards");
    let hyena = boards.join("hyena.spiral.ron");
    let family = boards.join("family.spiral.ron");
    let out = mehen(&["check", hyena.to_str().unwrap(), family.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("88 squares") && text.contains("61 squares"),
        "{text}"
    );
    let bad = std::env::temp_dir().join(format!("mehen-bad-{}.spiral.ron", std::process::id()));
    std::fs::write(&bad, "SpiralBoard(title: \"x\", squares: 200, turns: 2.0)").unwrap();
    let out = mehen(&["check", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("squares: 200"), "{err}");
    std::fs::remove_file(&bad).unwrap();
}

#[test]
fn check_reads_the_senet_board_and_names_the_problem() {
    let board = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/boards/standard.senet.ron");
    let out = mehen(&["check", board.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("6 houses"));
    let bad = std::env::temp_dir().join(format!("mehen-bad-{}.senet.ron", std::process::id()));
    std::fs::write(
        &bad,
        "SenetBoard(title: \"x\", rows: 3, columns: 10,\n  houses: [(square: 14, name: \"R\", glyph: Ankh)])",
    )
    .unwrap();
    let out = mehen(&["check", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("houses[0]") && err.contains("square 15"),
        "{err}"
    );
    std::fs::remove_file(&bad).unwrap();
}

#[test]
fn moves_lists_the_choices_after_a_senet_or_bak_amen_record() {
    let records = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let senet = records.join("senet_opening.mehen");
    let out = mehen(&["moves", senet.to_str().unwrap(), "--throw", "2", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let moves: Vec<String> = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        !moves.is_empty() && moves.iter().all(|m| m.ends_with('+')),
        "{moves:?}"
    );
    let out = mehen(&["moves", senet.to_str().unwrap(), "--throw", "6"]);
    assert_eq!(out.status.code(), Some(2));
    // After the Bak-Amen golden record B throws 66: four steps each, never onto A's points.
    let bak = records.join("bak_amen_opening.mehen");
    let out = mehen(&["moves", bak.to_str().unwrap(), "--throw", "66", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let moves: Vec<String> = serde_json::from_slice(&out.stdout).unwrap();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.split(' ').count() == 4), "{moves:?}");
    let out = mehen(&["moves", bak.to_str().unwrap(), "--throw", "7"]);
    assert_ne!(out.status.code(), Some(0));
}
