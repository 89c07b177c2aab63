//! `mehen review`: a record's turns with their winning chances, the Expert's move and a grade.

use mehen::ai::Slices;
use mehen::ai::learned::model_for;
use mehen::ai::{Bot, Level};
use mehen::dice::Sticks;
use mehen::review::{Grade, Reviewing, review};
use mehen::rules::mehen::record::{Record, RecordedGame};
use mehen::rules::mehen::{Action, Board, Game, Phase, Rules};
use std::process::Command;
use std::sync::Arc;

/// A two-player game between Normals with throws from `seed`, recorded; at the first decision after
/// turn 20 where the worst move loses at least 25 points against the best, the worst is played
/// instead. Returns the record and that turn's number.
fn game_with_a_thrown_away_move(seed: u64) -> (Record, u32) {
    let board = Arc::new(Board::builtin("classic").unwrap());
    let game = Game::with_rules(board, 2, Rules::default()).unwrap();
    let model = model_for(&game).unwrap();
    let mut rg = RecordedGame::new(game, "classic");
    let mut sticks = Sticks::seeded(seed);
    let bots = [
        Bot::new(Level::Normal, seed),
        Bot::new(Level::Normal, seed + 1),
    ];
    let mut thrown_away = None;
    while !rg.game.is_over() && rg.game.turns() < 400 {
        match rg.game.phase() {
            Phase::Move { .. } => {
                let seat = rg.game.to_move().unwrap();
                let mut action = bots[usize::from(seat.0)].choose(&rg.game);
                if thrown_away.is_none() && rg.game.turns() >= 20 {
                    let mut legal = Vec::new();
                    rg.game.legal_actions(&mut legal);
                    let chance = |a: Action| {
                        let mut after = rg.game.clone();
                        after.play(a, &mut ()).unwrap();
                        model.value(&after, seat)
                    };
                    let worst = legal
                        .iter()
                        .copied()
                        .min_by(|a, b| chance(*a).total_cmp(&chance(*b)))
                        .unwrap();
                    let best = legal.iter().map(|a| chance(*a)).fold(0.0, f32::max);
                    if best - chance(worst) >= 0.25 {
                        action = worst;
                        thrown_away = Some(rg.game.turns() + 1);
                    }
                }
                rg.play(action, &mut ()).unwrap();
            }
            Phase::Over => break,
            _ => rg.throw(sticks.throw(), &mut ()).unwrap(),
        }
    }
    let text = rg.record.to_string();
    (
        Record::parse(&text).unwrap(),
        thrown_away.expect("a game offers a bad move"),
    )
}

#[test]
fn a_thrown_away_move_is_a_blunder_and_every_turn_is_reviewed() {
    let (record, bad_turn) = game_with_a_thrown_away_move(7);
    let r = review(&record, None).unwrap();
    assert_eq!(r.players, 2);
    assert_eq!(r.turns.len(), record.turns.len());
    for (i, t) in r.turns.iter().enumerate() {
        assert_eq!(t.turn as usize, i + 1, "turns are numbered in order");
        for c in [t.before_throw, t.after_throw, t.after_move, t.best_chance]
            .iter()
            .chain(&t.chances)
        {
            assert!((0.0..=1.0).contains(c), "turn {}: chance {c}", t.turn);
        }
        assert_eq!(t.chances.len(), 2);
        assert!(t.loss >= 0.0);
        assert!(t.after_throw >= t.after_move - 1e-6, "turn {}", t.turn);
        if t.grade != Grade::Forced {
            assert!(t.best.is_some() && t.played.is_some());
        }
        // A move as good as the Expert's is graded best.
        if t.played == t.best && t.best.is_some() && t.grade != Grade::Forced {
            assert_eq!(t.grade, Grade::Best, "turn {}", t.turn);
        }
    }
    let bad = &r.turns[bad_turn as usize - 1];
    assert_eq!(bad.grade, Grade::Blunder, "{bad:?}");
    assert!(bad.loss >= 15.0, "{bad:?}");
    assert_ne!(bad.played, bad.best);
    // The same record gets the same review.
    let again = review(&record, None).unwrap();
    assert_eq!(
        serde_json::to_string(&r).unwrap(),
        serde_json::to_string(&again).unwrap()
    );
    // Worked out a turn a piece, as a browser page does between frames, it is the same review.
    let (sliced, pieces) = Reviewing::new(&record, None).unwrap().finish_counted();
    let sliced = sliced.unwrap();
    assert_eq!(pieces, record.turns.len());
    assert_eq!(
        serde_json::to_string(&r).unwrap(),
        serde_json::to_string(&sliced).unwrap()
    );
}

#[test]
fn the_review_command_prints_words_and_json() {
    let dir = std::env::temp_dir().join(format!("mehen-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (record, bad_turn) = game_with_a_thrown_away_move(11);
    let file = dir.join("game.mehen");
    std::fs::write(&file, record.to_string()).unwrap();
    let run = |json: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_mehen"));
        cmd.arg("review").arg(&file);
        if json {
            cmd.arg("--json");
        }
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let v: serde_json::Value = serde_json::from_str(&run(true)).unwrap();
    let turns = v["turns"].as_array().unwrap();
    assert_eq!(turns.len(), record.turns.len());
    let numbers: Vec<u64> = turns.iter().map(|t| t["turn"].as_u64().unwrap()).collect();
    assert!(numbers.windows(2).all(|w| w[1] == w[0] + 1));
    for key in [
        "seat",
        "throws",
        "played",
        "before_throw",
        "after_throw",
        "after_move",
        "best",
        "best_chance",
        "loss",
        "grade",
        "chances",
    ] {
        assert!(turns[0].get(key).is_some(), "turn has {key}");
    }
    assert_eq!(turns[bad_turn as usize - 1]["grade"], "blunder");
    assert_eq!(v["start"].as_array().unwrap().len(), 2);
    let words = run(false);
    assert!(words.contains("blunder"), "{words}");
    assert!(words.contains("A: ") && words.contains("B: "), "{words}");
}

#[test]
fn records_it_cannot_review_say_why() {
    let dir = std::env::temp_dir().join(format!("mehen-review-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |file: &std::path::Path| {
        let out = Command::new(env!("CARGO_BIN_EXE_mehen"))
            .arg("review")
            .arg(file)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, err) = run(std::path::Path::new("tests/records/hyena_opening.mehen"));
    assert_eq!(code, Some(2));
    assert!(
        err.contains("hyena_opening.mehen") && err.contains("Mehen records"),
        "{err}"
    );
    let (code, err) = run(std::path::Path::new("tests/records/malformed_throw.mehen"));
    assert_eq!(code, Some(2));
    assert!(err.contains("malformed_throw.mehen"), "{err}");
    let team = dir.join("team.mehen");
    std::fs::write(
        &team,
        "[Game \"mehen\"]\n[Board \"classic\"]\n[Players \"4\"]\n[Teams \"AC BD\"]\n\n1. A 1: T+1\n",
    )
    .unwrap();
    let (code, err) = run(&team);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("team games"), "{err}");
}
