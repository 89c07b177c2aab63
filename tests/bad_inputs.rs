//! Bad files of every kind the game reads (boards, records, saves, settings), from `tests/bad_inputs/`
//! and a few generated here (a 10 MB line): each gives its clear message, naming the file, through the
//! loading code the game uses and through `mehen check`, with no panic. A settings file that cannot be
//! read is copied aside and left untouched. Then mutated valid files, to look for panics.

use mehen::persist::save::parse_save;
use mehen::persist::settings::load_settings;
use mehen::rules::mehen::Board;
use mehen::rules::mehen::record::Record;
use mehen::systems::files::shelf::BoardShelf;
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs")
}

/// `EXPECTED.txt`: `file<TAB>text the message must contain`, for every file but the boards (which
/// `tests/boards.rs` lists).
fn expected() -> Vec<(String, String)> {
    std::fs::read_to_string(corpus().join("EXPECTED.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (f, e) = l.split_once('\t').expect("file<TAB>expected");
            (f.to_string(), e.to_string())
        })
        .collect()
}

fn temp_dir(name: &str) -> PathBuf {
    static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("mehen-bad-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The game's own loader for the file's kind: the message it shows, and the file it read (boards and
/// settings are read from where the game keeps them, so from a copy).
fn game_message(path: &Path) -> (String, PathBuf) {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    if name.ends_with(".board.ron") {
        let dir = temp_dir("shelf");
        std::fs::copy(path, dir.join(&name)).unwrap();
        let shelf = BoardShelf::new(dir.clone());
        let entry = shelf.entries.last().unwrap();
        assert!(entry.board.is_none(), "{name} loaded");
        let e = entry.error.clone().expect("an error");
        std::fs::remove_dir_all(&dir).unwrap();
        (e, dir.join(&name))
    } else if name.ends_with(".mehen") {
        let e = mehen::systems::mehen::files::load_record(path)
            .map(|_| ())
            .expect_err(&name);
        (e.to_string(), path.to_path_buf())
    } else if name.ends_with(".save.ron") {
        let e = mehen::persist::save::load_save(path)
            .map(|_| ())
            .expect_err(&name);
        (e.to_string(), path.to_path_buf())
    } else {
        // Settings: the game falls back to defaults and keeps the file, copying it aside.
        let dir = temp_dir("settings");
        let copy = dir.join("settings.ron");
        std::fs::copy(path, &copy).unwrap();
        let before = std::fs::read(&copy).unwrap();
        let (settings, message) = load_settings(&copy);
        assert_eq!(settings, Default::default(), "{name}: defaults");
        assert_eq!(
            std::fs::read(&copy).unwrap(),
            before,
            "{name}: left untouched"
        );
        let aside: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(aside.len(), 2, "{name}: copied aside");
        std::fs::remove_dir_all(&dir).unwrap();
        (message.expect("a message"), copy)
    }
}

fn cli_message(path: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mehen"))
        .arg("check")
        .arg(path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "{}: {stderr}", path.display());
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

fn check_both(path: &Path, expect: &str) {
    let (in_game, read) = game_message(path);
    for (how, message, file) in [
        ("game", in_game, read),
        ("cli", cli_message(path), path.to_path_buf()),
    ] {
        let shown = file.display().to_string();
        assert!(
            message.contains(&shown),
            "{how}: the message does not name {shown}: {message}"
        );
        assert!(
            message.contains(expect),
            "{how}: expected `{expect}` in: {message}"
        );
        assert!(message.len() < 2000, "{how}: the message is huge");
    }
}

#[test]
fn every_bad_input_gives_its_clear_error_in_the_game_and_the_cli() {
    let listed = expected();
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.file_name().unwrap() != "EXPECTED.txt")
        .collect();
    files.sort();
    assert!(files.len() >= 30, "{} files", files.len());
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let expect = if name.ends_with(".board.ron") {
            // Their exact texts are `tests/boards.rs`'s; here each must fail and name its file.
            String::new()
        } else {
            listed
                .iter()
                .find(|(f, _)| *f == name)
                .unwrap_or_else(|| panic!("{name} is not listed in EXPECTED.txt"))
                .1
                .clone()
        };
        check_both(&path, &expect);
    }
}

#[test]
fn a_ten_megabyte_line_is_refused_quickly_and_clearly() {
    let dir = temp_dir("huge");
    let line = "A".repeat(10 * 1024 * 1024);
    let cases = [
        (
            "huge.mehen",
            format!("[Game \"mehen\"]\n[Players \"2\"]\n{line}\n"),
            "3:1",
        ),
        (
            "huge.save.ron",
            format!("MehenSave(format: \"mehen-save\", version: 1, game: {line})"),
            "damaged save",
        ),
        (
            "huge.board.ron",
            format!("BoardSpec({line})"),
            "huge.board.ron",
        ),
        ("huge.settings.ron", line.clone(), "line 1"),
    ];
    for (name, text, expect) in cases {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let started = std::time::Instant::now();
        check_both(&path, expect);
        assert!(started.elapsed().as_secs() < 60, "{name} took too long");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

const GOOD_RECORD: &str = include_str!("records/lions_and_bonus.mehen");

fn good_save() -> String {
    let setup = mehen::systems::mehen::table::NewGame::default_for(3, 11);
    let mut t = mehen::systems::mehen::sitting::Sitting::new(&setup).unwrap();
    let mut n = 0u32;
    while !t.is_over() && t.game().turns() < 30 {
        if t.draft.legal.is_empty() {
            t.view_mut().throw();
        } else {
            let a = t.draft.legal[(n as usize * 7) % t.draft.legal.len()];
            t.view_mut().play(a).unwrap();
        }
        n += 1;
    }
    t.view().to_save().to_ron()
}

/// A valid text with some bytes changed, cut, or repeated.
fn mutate(text: &str, edits: &[(usize, u8, u8)]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for &(at, kind, b) in edits {
        if bytes.is_empty() {
            break;
        }
        let i = at % bytes.len();
        match kind % 4 {
            0 => bytes[i] = b,
            1 => bytes.truncate(i),
            2 => bytes.insert(i, b),
            _ => {
                let end = (i + 1 + b as usize).min(bytes.len());
                let chunk = bytes[i..end].to_vec();
                bytes.splice(i..i, chunk);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn mutated_records_never_panic(edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6)) {
        let text = mutate(GOOD_RECORD, &edits);
        if let Ok(r) = Record::parse(&text) {
            let _ = r.replay(Some(&text));
        }
    }

    #[test]
    fn mutated_saves_never_panic(edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6)) {
        thread_local!(static SAVE: String = good_save());
        let text = SAVE.with(|s| mutate(s, &edits));
        if let Ok(loaded) = parse_save(&text) {
            // Whatever still loads must build a table.
            prop_assert!(mehen::systems::mehen::sitting::Sitting::from_save(&loaded).is_ok());
        }
    }

    #[test]
    fn mutated_boards_never_panic(edits in prop::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6)) {
        let text = mutate(mehen::rules::mehen::board::BUILTIN_BOARDS[0].1, &edits);
        let _ = Board::from_ron(&text, "fuzz.board.ron");
    }

    #[test]
    fn arbitrary_text_is_no_save_and_no_panic(text in ".{0,400}") {
        prop_assert!(parse_save(&text).is_err());
    }
}
