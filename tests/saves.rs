//! Saves: a game saved at any moment and loaded again goes on exactly as the game that was never saved
//! (same throws, same computer moves, byte-identical record); and the autosave survives the process
//! being killed at random moments.

use mehen::ai::Level;
use mehen::persist::save::parse_save;
use mehen::rules::mehen::{Options, Phase, Rules};
use mehen::systems::mehen::sitting::Sitting;
use mehen::systems::mehen::table::{NewGame, SeatKind};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;

/// One step of a game: a throw, or an action. A person's choice comes from a generator seeded by the
/// game's seed and the turn, so the saved and the unsaved game choose alike.
fn step(table: &mut Sitting, seed: u64) {
    match table.game().phase() {
        Phase::Move { .. } => {
            let action = if table.computer_to_move() {
                table.computer_choice().expect("a bot chooses")
            } else {
                let turn = u64::from(table.game().turns());
                let mut rng = Pcg32::seed_from_u64(seed ^ turn.wrapping_mul(0x2545_F491_4F6C_DD1D));
                table.game().sample_action(&mut |n| rng.random_range(0..n))
            };
            table.view_mut().play(action).expect("a legal action");
        }
        Phase::Over => {}
        _ => {
            table.view_mut().throw();
        }
    }
}

fn finish(table: &mut Sitting, seed: u64) {
    for _ in 0..20_000 {
        if table.is_over() || table.game().turns() >= 400 {
            return;
        }
        step(table, seed);
    }
}

#[test]
fn saved_and_loaded_games_continue_to_the_identical_record() {
    let keywords = Options::KEYWORDS;
    for seed in 1..=40u64 {
        let mut rng = Pcg32::seed_from_u64(seed);
        let players = rng.random_range(2..=6u8);
        let mut setup = NewGame::default_for(players, seed * 7919);
        let words: Vec<&str> = keywords
            .iter()
            .copied()
            .filter(|_| rng.random_bool(0.3))
            .collect();
        setup.rules = Rules::new(Options::parse(&words.join(" ")).unwrap(), None);
        for (i, s) in setup.seats.iter_mut().enumerate() {
            if i % 2 == 1 {
                s.kind = SeatKind::Computer(if seed % 2 == 0 {
                    Level::Novice
                } else {
                    Level::Normal
                });
            }
        }
        let mut unsaved = Sitting::new(&setup).unwrap();
        let mut saved = Sitting::new(&setup).unwrap();
        // Stop somewhere in the game: between turns, after a throw, or mid-stir.
        let steps = rng.random_range(0..300);
        for _ in 0..steps {
            step(&mut saved, setup.seed);
        }
        let text = saved.view().to_save().to_ron();
        let loaded = parse_save(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        let mut resumed = Sitting::from_save(&loaded).unwrap();
        assert!(
            resumed.game().turns() as usize <= saved.game().turns() as usize,
            "a save never runs ahead"
        );
        finish(&mut unsaved, setup.seed);
        finish(&mut resumed, setup.seed);
        assert_eq!(
            resumed.record().to_string(),
            unsaved.record().to_string(),
            "seed {seed}: saved after {steps} steps"
        );
        // The save of a loaded game is the same save.
        let again = Sitting::from_save(&parse_save(&text).unwrap())
            .unwrap()
            .view()
            .to_save();
        let mut first = loaded.save.clone();
        first.saved_at = again.saved_at;
        assert_eq!(again, first, "seed {seed}");
    }
}

#[test]
fn a_finished_game_saves_and_loads_as_finished() {
    let setup = NewGame::default_for(3, 99);
    let mut table = Sitting::new(&setup).unwrap();
    finish(&mut table, 99);
    let loaded = parse_save(&table.view().to_save().to_ron()).unwrap();
    let back = Sitting::from_save(&loaded).unwrap();
    assert_eq!(back.is_over(), table.is_over());
    assert_eq!(back.game().position(), table.game().position());
    assert_eq!(back.log.len(), table.log.len(), "the log is rebuilt");
}

#[cfg(unix)]
#[test]
fn autosave_survives_sigkill_at_random_moments() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    use std::sync::mpsc;
    use std::time::{Duration, Instant};

    let home = std::env::temp_dir().join(format!("mehen-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let autosave = mehen::persist::Paths::at(&home).autosave();
    let mut rng = Pcg32::seed_from_u64(2026);
    let mut resumed_runs = 0;
    for run in 0..12 {
        let mut args = vec!["--headless", "--autoplay", "--players", "3", "--seed", "5"];
        if run > 0 {
            args.push("--continue");
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_mehen"))
            .args(&args)
            .env("MEHEN_HOME", &home)
            .env("MEHEN_TRACE_AUTOSAVE", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let lifetime = Duration::from_millis(rng.random_range(300..2500));
        let start = Instant::now();
        let mut lines = Vec::new();
        while start.elapsed() < lifetime {
            if let Ok(l) = rx.recv_timeout(Duration::from_millis(20)) {
                lines.push(l);
            }
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        while let Ok(l) = rx.recv_timeout(Duration::from_millis(200)) {
            lines.push(l);
        }
        let saved: Vec<usize> = lines
            .iter()
            .filter_map(|l| l.strip_prefix("autosaved turn "))
            .map(|n| n.parse().unwrap())
            .collect();
        if run > 0
            && let Some(c) = lines
                .iter()
                .find_map(|l| l.strip_prefix("continued at turn "))
        {
            resumed_runs += 1;
            let c: usize = c.parse().unwrap();
            assert!(
                saved.first().is_none_or(|&f| f >= c),
                "run {run}: resumed at {c} but then saved {saved:?}"
            );
        }
        // Every completed turn was saved, one after another.
        assert!(
            saved.windows(2).all(|w| w[1] == w[0] + 1 || w[1] == w[0]),
            "run {run}: {saved:?}"
        );
        let Some(&last) = saved.last() else { continue };
        let loaded = mehen::persist::save::load_save(&autosave)
            .unwrap_or_else(|e| panic!("run {run}: the autosave does not load: {e}"));
        assert!(
            loaded.record.turns.len() >= last,
            "run {run}: autosave has {} turns, {last} were reported saved",
            loaded.record.turns.len()
        );
    }
    assert!(resumed_runs >= 8, "only {resumed_runs} runs continued");
    std::fs::remove_dir_all(&home).unwrap();
}
