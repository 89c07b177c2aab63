//! Board loading: every board file in `tests/bad_inputs/` is refused with a clear message that names the file
//! and, for syntax and type errors, the line and column. Never a panic.

use mehen::rules::mehen::{Board, BoardError};
use std::path::Path;

/// File -> text the error must contain. Every file in the folder must be listed.
const EXPECTED: &[(&str, &str)] = &[
    ("empty", "1:1"),
    ("too_few_spaces", "5 spaces is too few"),
    ("too_many_spaces", "400 spaces is too many"),
    ("huge_number", "Integer is out of bounds"),
    (
        "touching_missing_space",
        "names space 99, but the board has spaces 1 to 61",
    ),
    ("touching_head", "names the head (61)"),
    ("touching_zero", "names space 0"),
    ("touching_neighbours", "already touch"),
    ("inner_coil_out_of_range", "inner_coil_start is 70"),
    ("inner_coil_too_small", "inner_coil_start is 1"),
    ("teeth_in_inner_coil", "short_entry is 58"),
    ("teeth_on_space_one", "short_entry is 1"),
    ("unknown_field", "3:5"),
    ("wrong_type", "3:27: Expected integer"),
    ("missing_layout", "layout"),
    ("negative_coils", "layout.coils is -3"),
    ("not_a_number_coils", "layout.coils is NaN"),
    ("empty_name", "`name` must not be empty"),
    ("truncated", "3:"),
    ("unknown_layout", "Maze"),
    (
        "explicit_without_touching",
        "must list its coil-touching pairs",
    ),
    (
        "explicit_same_point",
        "spaces 2 and 3 are drawn at the same point",
    ),
    ("explicit_too_few", "3 spaces is too few"),
    ("invalid_utf8", "not UTF-8"),
    ("wrong_root", "Board"),
];

#[test]
fn every_bad_board_gives_its_clear_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if !path.to_string_lossy().ends_with(".board.ron") {
            continue;
        }
        let stem = path
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .trim_end_matches(".board.ron");
        let (_, expect) = EXPECTED
            .iter()
            .find(|(name, _)| *name == stem)
            .unwrap_or_else(|| panic!("{stem} is not listed in EXPECTED"));
        let err = Board::from_path(&path).expect_err(stem).to_string();
        assert!(
            err.starts_with(&path.display().to_string()),
            "{stem}: {err}"
        );
        assert!(
            err.contains(expect),
            "{stem}: expected `{expect}` in: {err}"
        );
        seen += 1;
    }
    assert_eq!(seen, EXPECTED.len());
}

#[test]
fn missing_file_and_unknown_name_are_clear() {
    let err = Board::resolve("nowhere/none.board.ron").unwrap_err();
    assert!(matches!(err, BoardError::Io { .. }));
    assert!(
        err.to_string()
            .starts_with("nowhere/none.board.ron: cannot read"),
        "{err}"
    );
    let err = Board::resolve("spiral-of-doom").unwrap_err().to_string();
    assert!(
        err.contains("unknown board \"spiral-of-doom\"") && err.contains("classic"),
        "{err}"
    );
}

#[test]
fn an_explicit_board_loads_and_derives_its_inner_coil() {
    // A square spiral: 8 spaces around the outside, then 4, then the head.
    let text = r#"Board(
        name: "square",
        layout: Explicit(positions: [
            (0,0),(1,0),(2,0),(3,0),(3,1),(3,2),(3,3),(2,3),(1,3),(0,3),(0,2),(0,1.2),(1,1),(2,1),(2,2),(1.5,1.8)
        ]),
        touching: [(2, 13), (3, 14), (5, 14), (6, 15), (8, 15), (10, 13), (11, 13)],
    )"#;
    let b = Board::from_ron(text, "square.board.ron").unwrap();
    assert_eq!(b.head, 16);
    // Space 11 is the last with a partner further in, so the inner coil starts at 12.
    assert_eq!(b.inner_coil_start, 12);
    assert_eq!(b.coil_partners(13), &[2, 10, 11]);
    assert_eq!(b.touching(13), &[2, 10, 11, 12, 14]);
}

#[test]
fn builtin_boards_resolve_by_name_and_path() {
    let by_name = Board::resolve("great").unwrap();
    let by_path = Board::resolve(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/boards/great.board.ron"
    ))
    .unwrap();
    assert_eq!(by_name.head, by_path.head);
    assert_eq!(by_name.short_entry, Some(20));
    assert_eq!(by_name.entry(3), 20);
    assert_eq!(by_name.entry(4), 1);
}

/// The built-in spiral boards are the Hyena game's and family Mehen's default lengths.
#[test]
fn built_in_boards_load_and_match_the_games_defaults() {
    assert_eq!(
        mehen::rules::common::spiral::SpiralBoard::builtin("hyena")
            .unwrap()
            .squares,
        mehen::rules::hyena::DEFAULT_SQUARES
    );
    assert_eq!(
        mehen::rules::common::spiral::SpiralBoard::builtin("family")
            .unwrap()
            .squares,
        mehen::rules::family::DEFAULT_HEAD
    );
    assert!(mehen::rules::common::spiral::SpiralBoard::builtin("senet").is_none());
    assert_eq!(
        mehen::rules::common::spiral::SpiralBoard::builtin_with("hyena", 60).squares,
        60
    );
}
