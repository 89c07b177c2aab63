//! What every race screen shares: phases that follow the engine, records that go on with the same
//! sticks, spiral boards from the board folder, and an unfinished game never overwritten.

use crate::support::*;

/// A race screen's turn phase follows its engine (throw, move, over); Space throws, and a second Space
/// while the move is due throws nothing; a refusal's words go when the board is brought closer.
#[test]
fn race_phases_follow_the_engine() {
    use bevy::input::ButtonInput;
    use mehen::ai::Level;
    use mehen::systems::senet::screen::{SenetMatch, SenetRequest};
    use mehen::systems::shared::seats::SeatKind;
    use mehen::systems::shared::state::TurnPhase;
    use mehen::systems::shared::zoom::BroughtCloser;
    let race_phase = |app: &App| *app.world().resource::<State<TurnPhase>>().get();
    let mut app = bare_app(100);
    app.init_resource::<ButtonInput<KeyCode>>();
    let seats = NewGame::default_for(2, 1).seats;
    app.insert_resource(SenetMatch::new("senet-kendall", "", seats, 9).unwrap());
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Senet);
    app.update();
    app.update();
    assert_eq!(race_phase(&app), TurnPhase::Throw);
    let press_space = |app: &mut App| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(KeyCode::Space);
        keys.clear();
        keys.press(KeyCode::Space);
    };
    press_space(&mut app);
    app.update();
    let turns = app.world().resource::<SenetMatch>().game().turns();
    assert!(
        app.world().resource::<SenetMatch>().play.last.is_some(),
        "Space threw"
    );
    app.update();
    assert_eq!(race_phase(&app), TurnPhase::Move);
    // A second Space while the move is due throws nothing.
    let throws = app.world().resource::<SenetMatch>().play.last.clone();
    press_space(&mut app);
    app.update();
    assert_eq!(app.world().resource::<SenetMatch>().play.last, throws);
    assert_eq!(app.world().resource::<SenetMatch>().game().turns(), turns);
    // A click on the other side's pawn is refused with words; a tap that then brings the board
    // closer starts afresh, and the words go.
    let game = app.world().resource::<SenetMatch>().game();
    let me = game.to_move().expect("a side to move");
    let theirs = (1..=30).find(|&s| game.at(s) == Some(me.other()));
    app.world_mut().write_message(SenetRequest::Square(
        theirs.expect("a pawn of the other side"),
    ));
    app.update();
    assert!(app.world().resource::<SenetMatch>().notice.is_some());
    app.world_mut().write_message(BroughtCloser);
    app.update();
    assert_eq!(app.world().resource::<SenetMatch>().notice, None);
    for s in &mut app.world_mut().resource_mut::<SenetMatch>().seats {
        s.kind = SeatKind::Computer(Level::Novice);
    }
    for _ in 0..200_000 {
        if app.world().resource::<SenetMatch>().game().is_over() {
            break;
        }
        app.update();
    }
    assert!(app.world().resource::<SenetMatch>().game().is_over());
    app.update();
    app.update();
    assert_eq!(race_phase(&app), TurnPhase::Over);
}

/// A record written by a Senet, Hyena, family Mehen or Bak-Amen screen keeps the sticks' state: opened again
/// (even one taken between a throw and its move), the game throws what the uninterrupted one would
/// have, so computers finish it the same way.
#[allow(
    clippy::too_many_lines,
    reason = "the same check for three games, written once in a macro and called three times"
)]
#[test]
fn records_of_the_other_games_continue_with_the_same_sticks() {
    use mehen::ai::Level;
    use mehen::systems::family::screen::FamilyMatch;
    use mehen::systems::files::saves::RecordedMatch;
    use mehen::systems::hyena::screen::HyenaMatch;
    use mehen::systems::mehen::table::SeatKind;
    use mehen::systems::senet::screen::SenetMatch;
    let computers = |players: u8| {
        let mut seats = NewGame::default_for(players, 1).seats;
        for s in &mut seats {
            s.kind = SeatKind::Computer(Level::Normal);
        }
        seats
    };
    // Plays a match on to `turns` turns (or its end) by its computers.
    macro_rules! play_to {
        ($m:expr, $throw:ident, $turns:expr) => {
            while $m.game().turns() < $turns && $m.game().winner().is_none() {
                match $m.computer_choice() {
                    Some(a) => $m.play(a).unwrap(),
                    None => $m.$throw(),
                }
            }
        };
    }
    macro_rules! check {
        ($m:expr, $throw:ident, $parse:expr, $open:path) => {{
            let mut m = $m;
            play_to!(m, $throw, 12);
            m.$throw(); // thrown, not yet moved
            let text = m.record_text();
            assert!(text.contains("[Sticks \""), "{text}");
            assert!(
                text.contains("[Seats \"normal:0:Ahmose, normal:1:"),
                "{text}"
            );
            let mut again = $open($parse(&text), 99).unwrap();
            // The computer seats come back from the record, names and colours too.
            let seats = |m: &Vec<mehen::systems::mehen::table::SeatSetup>| {
                m.iter()
                    .map(|s| (s.kind, s.colour, s.name.clone()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(seats(&again.seats), seats(&m.seats));
            again.play.seed = m.play.seed;
            play_to!(m, $throw, 60);
            play_to!(again, $throw, 60);
            assert_eq!(m.game(), again.game(), "the same throws, the same moves");
            assert!(m.game().turns() > 30);
        }};
    }
    check!(
        HyenaMatch::new(
            mehen::rules::hyena::Hyena::new(mehen::rules::hyena::HyenaOptions::new(3)).unwrap(),
            computers(3),
            21
        ),
        throw,
        |t: &str| mehen::rules::hyena::record::HyenaRecord::parse(t).unwrap(),
        HyenaMatch::from_record
    );
    check!(
        FamilyMatch::new(
            mehen::rules::family::Family::new(mehen::rules::family::FamilyOptions::new(2)).unwrap(),
            computers(2),
            22
        ),
        throw,
        |t: &str| mehen::rules::family::FamilyRecord::parse(t).unwrap(),
        FamilyMatch::from_record
    );
    check!(
        mehen::systems::bak_amen::screen::BakMatch::new(
            mehen::rules::bak_amen::BakAmen::new(),
            computers(2),
            24
        ),
        throw,
        |t: &str| mehen::rules::bak_amen::BakAmenRecord::parse(t).unwrap(),
        mehen::systems::bak_amen::screen::BakMatch::from_record
    );
    // A damaged [Seats] tag is not fatal either: people sit in every seat, and the log says why.
    let text =
        "[Game \"hyena\"]\n[Players \"2\"]\n[Seats \"expert:0:Ann, wizard:1:Bo\"]\n\n1. A 1: E\n";
    let r = mehen::rules::hyena::record::HyenaRecord::parse(text).unwrap();
    let m = HyenaMatch::from_record(r, 5).unwrap();
    assert!(m.seats.iter().all(|s| s.kind == SeatKind::Human));
    assert!(
        m.log[0]
            .english()
            .contains("seat 2: `wizard` is not human, novice, normal or expert"),
        "{:?}",
        m.log
    );
    // A colour the game does not have is refused the same way.
    let text =
        "[Game \"hyena\"]\n[Players \"2\"]\n[Seats \"expert:0:Ann, normal:99:Bo\"]\n\n1. A 1: E\n";
    let m = HyenaMatch::from_record(
        mehen::rules::hyena::record::HyenaRecord::parse(text).unwrap(),
        5,
    )
    .unwrap();
    assert!(m.seats.iter().all(|s| s.kind == SeatKind::Human));
    assert!(
        m.log[0]
            .english()
            .contains("seat 2: no colour number from 0 to 7"),
        "{:?}",
        m.log
    );
    // A damaged [Sticks] tag is not fatal: the game goes on with new sticks and says so.
    let text = "[Game \"hyena\"]\n[Players \"2\"]\n[Sticks \"(state: x)\"]\n\n1. A 1: E\n";
    let r = mehen::rules::hyena::record::HyenaRecord::parse(text).unwrap();
    let m = HyenaMatch::from_record(r, 5).unwrap();
    assert_eq!(m.game().turns(), 1);
    assert!(
        m.log[0].english().contains("is not a state of the sticks")
            && m.log[0].english().ends_with("new sticks"),
        "{:?}",
        m.log
    );
    check!(
        SenetMatch::new("senet-kendall", "", computers(2), 23).unwrap(),
        throw,
        |t: &str| mehen::rules::senet::record::SenetRecord::parse(t).unwrap(),
        SenetMatch::from_record
    );
}

/// Spiral boards in the board folder are offered for the Hyena game and family Mehen: a good one is
/// read (and drawn when its length fits the game), a broken one shows its file and problem, and an
/// edit is picked up by the next look at the folder.
#[test]
fn spiral_boards_in_the_board_folder_are_on_the_shelf() {
    use mehen::systems::files::shelf::BoardShelf;
    use mehen::systems::shared::spiral_board::{ChosenSpiral, spiral_for};
    let dir = std::env::temp_dir().join(format!("mehen-spirals-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("long.spiral.ron"),
        "SpiralBoard(title: \"Long\", squares: 99, turns: 5.0)",
    )
    .unwrap();
    std::fs::write(
        dir.join("broken.spiral.ron"),
        "SpiralBoard(title: \"B\", squares: 7, turns: 2.0)",
    )
    .unwrap();
    let mut shelf = BoardShelf::new(dir.clone());
    assert_eq!(shelf.spirals.len(), 2);
    let broken = &shelf.spirals[0];
    assert!(broken.board.is_none());
    let e = broken.error.as_deref().unwrap();
    assert!(
        e.contains("broken.spiral.ron") && e.contains("squares: 7"),
        "{e}"
    );
    let long = shelf.spirals[1].board.clone().unwrap();
    assert_eq!((long.squares, long.turns), (99, 5.0));
    let chosen = ChosenSpiral(long);
    assert_eq!(spiral_for(Some(&chosen), "hyena", 99).turns, 5.0);
    assert_eq!(spiral_for(Some(&chosen), "hyena", 88).squares, 88);
    // Fix the broken board: the next look finds it.
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(
        dir.join("broken.spiral.ron"),
        "SpiralBoard(title: \"B\", squares: 70, turns: 2.0)",
    )
    .unwrap();
    shelf.rescan();
    assert_eq!(shelf.spirals[0].board.as_ref().map(|b| b.squares), Some(70));
    assert!(shelf.spirals[0].error.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_race_game_never_overwrites_an_unfinished_one() {
    use mehen::ai::Level;
    use mehen::rules::senet::record::SenetRecord;
    use mehen::systems::files::saves::{Notices, Storage};
    use mehen::systems::mehen::table::SeatKind;
    use mehen::systems::senet::screen::SenetMatch;
    let home = std::env::temp_dir().join(format!("mehen-app-keep-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let paths = mehen::persist::Paths::at(&home);
    let mut app = bare_app(100);
    app.insert_resource(Storage::new(paths.clone()).0);
    let computers = || {
        let mut seats = NewGame::default_for(2, 1).seats;
        for s in &mut seats {
            s.kind = SeatKind::Computer(Level::Novice);
        }
        seats
    };
    let start = |app: &mut App, name: &str, seed: u64| {
        app.insert_resource(SenetMatch::new(name, "", computers(), seed).unwrap());
        app.world_mut()
            .resource_mut::<NextState<AppState>>()
            .set(AppState::Senet);
        app.update();
        app.update();
    };
    // The computers play `n` turns, then hand the seats to people (nothing moves while they wait).
    let play_turns = |app: &mut App, n: u32| {
        for _ in 0..20_000 {
            if app.world().resource::<SenetMatch>().game().turns() >= n {
                break;
            }
            app.update();
        }
        for s in &mut app.world_mut().resource_mut::<SenetMatch>().seats {
            s.kind = SeatKind::Human;
        }
        app.update();
        app.update();
    };
    let records = paths.records();
    let turns_in = |path: &std::path::Path| {
        SenetRecord::parse(&std::fs::read_to_string(path).unwrap())
            .unwrap()
            .turns
            .len()
    };
    // A game by Kendall's rules, then one with the houses: each rule set keeps its own autosave.
    start(&mut app, "senet-kendall", 1);
    play_turns(&mut app, 6);
    let first = app.world().resource::<SenetMatch>().play.record.turns.len();
    start(&mut app, "senet-houses", 2);
    play_turns(&mut app, 3);
    assert_eq!(
        turns_in(&records.join("autosave-senet-kendall.mehen")),
        first
    );
    assert!(turns_in(&records.join("autosave-senet-houses.mehen")) >= 3);
    // Another game by Kendall's rules: the unfinished one is kept under its own name, and said so.
    start(&mut app, "senet-kendall", 3);
    let kept: Vec<_> = std::fs::read_dir(&records)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(" unfinished.mehen"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(turns_in(&kept[0]), first, "the first game, whole");
    assert_eq!(turns_in(&records.join("autosave-senet-kendall.mehen")), 0);
    assert!(app.world().resource::<Notices>().0.iter().any(|n| {
        n.text
            .english()
            .contains("Senet (Kendall): your unfinished game was kept")
    }));
    // Playing on the new game does not keep anything more.
    play_turns(&mut app, 2);
    let kept_now = std::fs::read_dir(&records)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("unfinished"))
        .count();
    assert_eq!(kept_now, 1);
    let _ = std::fs::remove_dir_all(&home);
}
