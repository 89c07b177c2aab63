//! Senet on its screen.

use crate::support::*;

/// Senet on its screen: a person's throw and click move a pawn; computer seats play a whole game by
/// themselves; the pawn entities follow the engine, and the record kept replays to the same end.
#[allow(
    clippy::too_many_lines,
    reason = "one game played through its screen, step by step: each check needs the moves before it"
)]
#[test]
fn senet_plays_through_its_screen() {
    use mehen::ai::Level;
    use mehen::rules::senet::SenetPhase;
    use mehen::rules::senet::record::SenetRecord;
    use mehen::systems::mehen::table::SeatKind;
    use mehen::systems::senet::screen::{SenetMatch, SenetPawn, SenetRequest};
    let mut app = bare_app(100);
    let seats = NewGame::default_for(2, 1).seats;
    app.insert_resource(SenetMatch::new("senet-kendall", "", seats, 9).unwrap());
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Senet);
    app.update();
    app.update();
    // Black (a person) throws, then clicks a pawn that can move.
    app.world_mut().write_message(SenetRequest::Throw);
    app.update();
    let m = app.world().resource::<SenetMatch>();
    assert!(matches!(m.game().phase(), SenetPhase::Move { .. }));
    let target = m.legal()[0];
    let from = match target {
        mehen::rules::senet::SenetAction::Forward(s)
        | mehen::rules::senet::SenetAction::Back(s) => s,
        other => panic!("{other:?}"),
    };
    let to = m
        .game()
        .move_from(from)
        .and_then(Result::ok)
        .expect("a move");
    app.world_mut().write_message(SenetRequest::Square(from));
    app.update();
    assert_eq!(app.world().resource::<SenetMatch>().game().turns(), 1);
    // The board marks the move just played: where it started, where it went.
    app.update();
    let last = app
        .world()
        .resource::<mehen::systems::shared::space_labels::LastMoveSpaces>();
    assert_eq!(last.0, [from, to]);
    // Now both seats are computers.
    for s in &mut app.world_mut().resource_mut::<SenetMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..200_000 {
        if app.world().resource::<SenetMatch>().game().is_over() {
            break;
        }
        app.update();
    }
    let m = app.world().resource::<SenetMatch>();
    assert!(m.game().is_over(), "the computers finish the game");
    let on_board = m.game().pawns(mehen::rules::senet::Side::White).count()
        + m.game().pawns(mehen::rules::senet::Side::Black).count();
    let text = m.play.record.to_string();
    let end = m.game().clone();
    app.update();
    let pawns = app
        .world_mut()
        .query_filtered::<(), With<SenetPawn>>()
        .iter(app.world())
        .count();
    assert_eq!(pawns, on_board, "a pawn entity per pawn on the board");
    let mut shown: Vec<(bool, u8)> = app
        .world_mut()
        .query::<&mehen::systems::senet::screen::SenetPawnAt>()
        .iter(app.world())
        .map(|p| (p.side == mehen::rules::senet::Side::White, p.square))
        .collect();
    shown.sort();
    let mut engine: Vec<(bool, u8)> = [
        mehen::rules::senet::Side::White,
        mehen::rules::senet::Side::Black,
    ]
    .into_iter()
    .flat_map(|side| {
        end.pawns(side)
            .map(move |s| (side == mehen::rules::senet::Side::White, s))
    })
    .collect();
    engine.sort();
    assert_eq!(shown, engine, "the pawns shown are the engine's");
    let replayed = SenetRecord::parse(&text).unwrap().replay().unwrap();
    assert_eq!(replayed, end, "the record replays to the same end");
    // An exported record opens from the Load screen as a game to play on.
    let mut half = SenetRecord::parse(&text).unwrap();
    half.turns.truncate(20);
    assert!(!half.replay().unwrap().is_over());
    let (saved, home) = open_and_play_on::<mehen::rules::senet::Senet>(
        &mut app,
        "senet",
        half.to_string(),
        20,
        4,
        2000,
    );
    // Each turn from there is autosaved as a record that replays.
    assert!(app.world().resource::<SenetMatch>().game().turns() > 24);
    let saved = SenetRecord::parse(&saved).unwrap();
    assert!(saved.turns.len() > 24);
    assert_eq!(
        saved.turns.len(),
        app.world().resource::<SenetMatch>().play.record.turns.len()
    );
    saved.replay().unwrap();
    let _ = std::fs::remove_dir_all(&home);
}

/// Each move's log line names its squares (ringed on the board while the pointer is over the line):
/// the square the pawn left and, unless it was borne off, where it went.
#[test]
fn senet_log_lines_name_the_squares_of_their_move() {
    use mehen::rules::senet::{SenetAction, SenetPhase};
    use mehen::systems::senet::screen::SenetMatch;
    let seats = NewGame::default_for(2, 1).seats;
    let mut m = SenetMatch::new("senet-kendall", "", seats, 5).unwrap();
    let mut checked = 0;
    for _ in 0..400 {
        if m.game().is_over() {
            break;
        }
        if matches!(m.game().phase(), SenetPhase::Throw { .. }) && m.legal().is_empty() {
            m.throw();
            continue;
        }
        let Some(&action) = m.legal().first() else {
            m.throw();
            continue;
        };
        let first = m.log.len();
        let to = match action {
            SenetAction::Forward(from) | SenetAction::Back(from) => m
                .game()
                .move_from(from)
                .and_then(Result::ok)
                .map(|to| (from, to)),
            _ => None,
        };
        m.request(action);
        if let Some((from, to)) = to {
            let spaces = m.spaces_of_line(first);
            assert!(spaces.contains(&from), "{action:?}: {spaces:?}");
            assert_eq!(spaces.contains(&to), to <= 30, "{action:?}: {spaces:?}");
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} moves");
    // A pawn sent back is named plainly, not "Ahmose (White)'s pawn".
    let lines: Vec<&str> = m.log.iter().map(|l| l.english()).collect();
    assert!(
        lines.iter().any(|l| l.contains(", sending the pawn of ")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains(")'s")), "{lines:?}");
    // A throw's line names none.
    assert!((0..m.log.len()).any(|i| m.spaces_of_line(i).is_empty()));
}

/// Kendall's Senet starts with White's pawn from 10 already on the House of Rebirth: the log says so
/// before the first throw (and rings both squares); the houses rule set makes no such move.
#[test]
fn kendalls_opening_move_is_told_in_the_log() {
    use mehen::systems::senet::screen::SenetMatch;
    let seats = NewGame::default_for(2, 1).seats;
    let m = SenetMatch::new("senet-kendall", "", seats.clone(), 5).unwrap();
    let first = m.log.first().map(|l| l.english()).unwrap_or_default();
    assert!(
        first.contains("(White)") && first.contains("House of Rebirth (15)"),
        "{first}"
    );
    assert_eq!(m.spaces_of_line(0), [10, 15]);
    let m = SenetMatch::new("senet-houses", "", seats, 5).unwrap();
    assert!(m.log.is_empty(), "{:?}", m.log.first().map(|l| l.english()));
}
