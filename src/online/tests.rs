//! The room as a state machine, with the engine as the only judge: seats, turns, refusals, computers,
//! and a whole game that equals the same game played offline.
#![allow(
    clippy::unwrap_used,
    reason = "a test that unwraps fails loudly where it went wrong"
)]

use super::protocol::{SeatPlan, ServerMsg, TextRefused, read_code, show_code};
use super::room::{Room, RoomError, public_record, replay_events, seed_hash};
use crate::play::setup::Setup;
use crate::rules::GameKind;
use rand::{RngExt, SeedableRng};

fn setup(kind: GameKind, players: u8, seed: u64) -> Setup {
    Setup {
        kind,
        players,
        options: String::new(),
        board: "classic".into(),
        teams: String::new(),
        board_ron: None,
        seed,
    }
}

/// Plays a started room to its end with random legal moves for its people; the events it made.
fn play_out(room: &mut Room, seed: u64) {
    let mut rng = rand_pcg::Pcg32::seed_from_u64(seed);
    for _ in 0..100_000 {
        room.run_computers();
        let Some(seat) = room.game.seat_to_move() else {
            return;
        };
        let legal = room.game.legal();
        let action = if room.game.throw_due() || legal.is_empty() {
            "throw".to_string()
        } else {
            legal[rng.random_range(0..legal.len())].clone()
        };
        let turn = room.game.turns();
        room.act(seat, turn, &action).expect("a legal move");
    }
    panic!("the game did not end");
}

#[test]
fn every_game_played_in_a_room_equals_the_same_game_played_offline() {
    for (kind, players) in [
        (GameKind::Mehen, 3),
        (GameKind::SenetKendall, 2),
        (GameKind::SenetHouses, 2),
        (GameKind::Hyena, 4),
        (GameKind::FamilyMehen, 2),
        (GameKind::BakAmen, 2),
    ] {
        let plans = vec![SeatPlan::Remote; players as usize];
        let mut room = Room::new("ABCDEF".into(), setup(kind, players, 77), &plans, 0).unwrap();
        for n in 0..players {
            room.take_seat(None, format!("token{n}")).unwrap();
        }
        room.start_game(0).unwrap();
        play_out(&mut room, 5);
        assert!(room.is_over(), "{kind:?}");
        // Offline: the same setup, the same events in order, the same record.
        let offline = replay_events(&room.setup, &room.events).unwrap();
        assert_eq!(offline.record_text(), room.game.record_text(), "{kind:?}");
        // An event the seed would not throw is caught.
        let mut forged = room.events.clone();
        let first_throw = forged.iter_mut().find(|e| e.throw.is_some()).unwrap();
        first_throw.throw = first_throw.throw.map(|v| v ^ 1);
        assert!(replay_events(&room.setup, &forged).is_err(), "{kind:?}");
        // Every event tells the position it left; one that tells another position is caught.
        assert!(
            room.events.iter().all(|e| e.fingerprint.is_some()),
            "{kind:?}"
        );
        let mut forged = room.events.clone();
        let middle = forged.len() / 2;
        forged[middle].fingerprint = forged[middle]
            .fingerprint
            .and_then(|f| std::num::NonZeroU64::new(f.get() ^ 2));
        let why = replay_events(&room.setup, &forged)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(why.contains("position differs"), "{kind:?}: {why}");
        assert!(matches!(room.end(), Some(ServerMsg::End { seed: 77, .. })));
    }
}

#[test]
fn a_seat_acts_only_on_its_turn_and_the_current_turn() {
    let plans = [SeatPlan::Remote, SeatPlan::Remote];
    let mut room = Room::new("ABCDEF".into(), setup(GameKind::Mehen, 2, 9), &plans, 0).unwrap();
    room.take_seat(None, "a".into()).unwrap();
    assert_eq!(room.act(0, 0, "throw"), Err(RoomError::NotStarted));
    assert_eq!(room.start_game(0), Err(RoomError::SeatOpen(1)));
    assert_eq!(
        room.take_seat(Some(0), "x".into()),
        Err(RoomError::SeatTaken(0))
    );
    assert_eq!(room.take_seat(None, "b".into()), Ok(1));
    assert_eq!(room.take_seat(None, "c".into()), Err(RoomError::Full));
    assert_eq!(room.start_game(1), Err(RoomError::NotHost));
    room.start_game(0).unwrap();
    assert_eq!(room.start_game(0), Err(RoomError::AlreadyStarted));
    assert_eq!(room.act(1, 0, "throw"), Err(RoomError::NotYourTurn));
    assert_eq!(
        room.act(0, 3, "throw"),
        Err(RoomError::StaleTurn { sent: 3, now: 0 })
    );
    assert!(matches!(room.act(0, 0, "T+9"), Err(RoomError::Refused(_))));
    assert!(matches!(
        room.act(0, 0, "nonsense"),
        Err(RoomError::Refused(_))
    ));
    // Nothing was played by the refusals.
    assert!(room.events.is_empty());
    let events = room.act(0, 0, "throw").unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(room.seat_of("b"), Ok(1));
    assert_eq!(room.seat_of("z"), Err(RoomError::BadToken));
}

#[test]
fn computer_seats_play_on_the_server_until_a_person_is_to_move() {
    let plans = [SeatPlan::Remote, SeatPlan::Novice];
    let mut room = Room::new(
        "ABCDEF".into(),
        setup(GameKind::SenetKendall, 2, 4),
        &plans,
        0,
    )
    .unwrap();
    room.take_seat(None, "a".into()).unwrap();
    // Senet: Black (the second seat, the computer) throws first.
    assert_eq!(room.start_game(0), Ok(Vec::new()));
    assert!(room.computer_turn().is_some_and(|t| t.seat == 1));
    let events = room.run_computers();
    assert!(!events.is_empty());
    assert!(events.iter().all(|e| e.seat == 1));
    assert_eq!(room.game.seat_to_move(), Some(0));
    play_out(&mut room, 1);
    assert!(room.is_over());
    // A room needs a person.
    let computers = [SeatPlan::Novice, SeatPlan::Normal];
    assert!(Room::new("ABCDEF".into(), setup(GameKind::Mehen, 2, 4), &computers, 0).is_err());
}

#[test]
fn codes_hashes_and_snapshots_tell_nothing_of_the_throws_to_come() {
    assert_eq!(show_code("K7MQ3P"), "K7M-Q3P");
    assert_eq!(read_code("k7m-q3p").as_deref(), Some("K7MQ3P"));
    assert_eq!(read_code("K7M Q3P").as_deref(), Some("K7MQ3P"));
    // Look-alikes are not in the alphabet.
    assert_eq!(read_code("K7M-Q3O"), None);
    assert_eq!(read_code("K7M-Q3"), None);
    assert_eq!(seed_hash(1).len(), 64);
    assert_ne!(seed_hash(1), seed_hash(2));
    let plans = [SeatPlan::Remote, SeatPlan::Remote];
    let room = Room::new(
        "ABCDEF".into(),
        setup(GameKind::Mehen, 2, 123_456),
        &plans,
        0,
    )
    .unwrap();
    let full = room.game.record_text();
    assert!(full.contains("123456"), "{full}");
    let shown = public_record(&full);
    assert!(!shown.contains("123456"), "{shown}");
    let ServerMsg::Snapshot { record, .. } = &room.catch_up(0)[0] else {
        panic!("a snapshot first");
    };
    assert!(!record.contains("[Seed") && !record.contains("[Sticks"));
}

#[test]
fn a_seat_gone_past_its_grace_period_is_handed_to_the_computer_by_another_player() {
    let plans = [SeatPlan::Remote, SeatPlan::Remote];
    let mut room = Room::new("ABCDEF".into(), setup(GameKind::Mehen, 2, 5), &plans, 0).unwrap();
    room.take_seat(None, "a".into()).unwrap();
    room.take_seat(None, "b".into()).unwrap();
    room.start_game(0).unwrap();
    // Seat 0 (to move) drops at 1 s; the grace period is 90 s.
    room.set_connected(0, false, 1_000);
    assert_eq!(
        room.hand_to_computer(0, 1, 60_000, 90_000),
        Err(RoomError::NotGone(0))
    );
    assert_eq!(
        room.hand_to_computer(0, 0, 95_000, 90_000),
        Err(RoomError::NotGone(0))
    );
    assert_eq!(
        room.hand_to_computer(1, 0, 95_000, 90_000),
        Err(RoomError::NotGone(1))
    );
    assert_eq!(room.hand_to_computer(0, 1, 95_000, 90_000), Ok(Vec::new()));
    let events = room.run_computers();
    // The computer takes its turn at once and the game waits for seat 1.
    assert!(!events.is_empty() && events.iter().all(|e| e.seat == 0));
    assert_eq!(room.game.seat_to_move(), Some(1));
    assert_eq!(room.seat_of("a"), Err(RoomError::BadToken));
    play_out(&mut room, 2);
    assert!(room.is_over());
}

#[test]
fn seats_carry_names_and_the_table_can_end_a_game_a_player_left() {
    let plans = [SeatPlan::Remote, SeatPlan::Remote, SeatPlan::Expert];
    let mut room = Room::new("ABCDEF".into(), setup(GameKind::Mehen, 3, 5), &plans, 0).unwrap();
    room.take_seat(None, "a".into()).unwrap();
    assert!(matches!(
        room.name_seat(0, "Ahmose\u{7}"),
        Err(RoomError::Text(TextRefused::Name { .. }))
    ));
    assert!(matches!(
        room.name_seat(0, "\u{202E}esomhA"),
        Err(RoomError::Text(TextRefused::Name { .. }))
    ));
    assert!(matches!(
        room.name_seat(0, "\u{200B}\u{200C}"),
        Err(RoomError::Text(TextRefused::Name { .. }))
    ));
    room.name_seat(0, "  Ahmose  ").unwrap();
    room.take_seat(None, "b".into()).unwrap();
    room.name_seat(1, &"N".repeat(100)).unwrap();
    let ServerMsg::Lobby { seats, board, .. } = room.lobby() else {
        panic!("a lobby");
    };
    assert_eq!(board, "classic");
    let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ahmose", &"N".repeat(24), ""]);
    assert_eq!(room.end_by_choice(0, 0, 90_000), Err(RoomError::NotStarted));
    room.start_game(0).unwrap();
    room.set_connected(1, false, 1_000);
    // Within the grace period, or by the one who left: no.
    assert_eq!(
        room.end_by_choice(0, 50_000, 90_000),
        Err(RoomError::NobodyGone)
    );
    assert_eq!(
        room.end_by_choice(1, 95_000, 90_000),
        Err(RoomError::NobodyGone)
    );
    room.end_by_choice(0, 95_000, 90_000).unwrap();
    assert!(room.is_over() && room.to_move().is_none());
    assert!(matches!(
        room.end(),
        Some(ServerMsg::End { winners: 0, .. })
    ));
    assert_eq!(
        room.act(0, room.game.turns(), "throw"),
        Err(RoomError::Over)
    );
}

#[test]
fn a_room_that_never_ends_is_ended_without_a_winner_at_its_bound() {
    let plans = [SeatPlan::Remote, SeatPlan::Novice];
    let mut room = Room::new(
        "ABCDEF".into(),
        setup(GameKind::SenetKendall, 2, 9),
        &plans,
        0,
    )
    .unwrap();
    room.max_events = 12;
    room.take_seat(None, "a".into()).unwrap();
    room.start_game(0).unwrap();
    room.run_computers();
    for _ in 0..100 {
        if room.is_over() {
            break;
        }
        // The person only ever throws or makes the first legal move (never Rebirth, say).
        let action = if room.game.throw_due() {
            "throw".to_string()
        } else {
            room.game.legal()[0].clone()
        };
        room.act(0, room.game.turns(), &action).unwrap();
        room.run_computers();
    }
    assert!(room.is_over() && room.game.winners().is_none());
    assert_eq!(room.events.len(), 12, "the computer stops at the bound too");
    assert!(room.to_move().is_none());
    assert!(matches!(
        room.end(),
        Some(ServerMsg::End { winners: 0, .. })
    ));
    assert_eq!(
        room.act(0, room.game.turns(), "throw"),
        Err(RoomError::Over)
    );
}

#[test]
fn a_room_plays_team_mehen_as_new_game_sets_it_up() {
    let mut with_teams = setup(GameKind::Mehen, 4, 21);
    with_teams.teams = "AC BD".into();
    let plans = [
        SeatPlan::Remote,
        SeatPlan::Normal,
        SeatPlan::Novice,
        SeatPlan::Normal,
    ];
    let mut room = Room::new("ABCDEF".into(), with_teams.clone(), &plans, 0).unwrap();
    let ServerMsg::Lobby { teams, .. } = room.lobby() else {
        panic!("a lobby");
    };
    assert_eq!(teams, "AC BD", "every client builds the same teams");
    room.take_seat(None, "a".into()).unwrap();
    room.start_game(0).unwrap();
    play_out(&mut room, 3);
    let record = room.game.record_text();
    assert!(record.contains("[Teams \"AC BD\"]"), "{record}");
    let offline = replay_events(&room.setup, &room.events).unwrap();
    assert_eq!(offline.record_text(), record);
    // Teams that do not fit the players are refused when the room is made.
    let mut wrong = setup(GameKind::Mehen, 3, 1);
    wrong.teams = "AC BD".into();
    let plans = [SeatPlan::Remote; 3];
    assert!(matches!(
        Room::new("ABCDEF".into(), wrong, &plans, 0),
        Err(RoomError::Setup(_))
    ));
}

#[test]
fn a_timed_room_ends_on_time_between_turns_with_its_clock_paused_while_a_seat_is_away() {
    let plans = [SeatPlan::Remote, SeatPlan::Remote];
    let mut room = Room::new("ABCDEF".into(), setup(GameKind::Mehen, 2, 4), &plans, 0).unwrap();
    room.set_time_limit(1, 60_000, 0).unwrap();
    room.take_seat(None, "a".into()).unwrap();
    room.take_seat(None, "b".into()).unwrap();
    room.tick(5_000);
    assert_eq!(
        room.time_left_ms(),
        Some(60_000),
        "not started: the clock stands"
    );
    room.start_game(0).unwrap();
    room.tick(35_000);
    let Some(ServerMsg::ToMove { time_left_ms, .. }) = room.to_move() else {
        panic!("a seat to move");
    };
    assert_eq!(time_left_ms, Some(30_000));
    // Seat 1 away for a minute: the clock stands still.
    room.set_connected(1, false, 40_000);
    room.tick(100_000);
    assert_eq!(room.time_left_ms(), Some(25_000));
    room.set_connected(1, true, 100_000);
    // A player may not end the game on time.
    let seat = room.game.seat_to_move().unwrap();
    assert!(matches!(
        room.act(seat, room.game.turns(), "time"),
        Err(RoomError::Refused(_))
    ));
    room.tick(130_000);
    assert_eq!(room.time_left_ms(), Some(0));
    // The seat to move asks to throw at a turn's start: the game ends on time instead.
    let events = room.act(seat, room.game.turns(), "throw").unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].action.as_deref(), Some("time"));
    assert!(room.is_over() && room.game.winners().is_some());
    assert!(room.game.record_text().contains("[End \"time\"]"));
    let offline = replay_events(&room.setup, &room.events).unwrap();
    assert_eq!(offline.record_text(), room.game.record_text());
    // Only Mehen has a time limit.
    let mut senet = Room::new(
        "ABCDEF".into(),
        setup(GameKind::SenetKendall, 2, 4),
        &plans,
        0,
    )
    .unwrap();
    assert!(senet.set_time_limit(15, 60_000, 0).is_err());
}

/// A board of the host's own (a file's text): every client plays it, and a broken one is refused.
const REED_BOARD: &str = r#"Board(
    name: "reed",
    title: "Reed snake",
    description: "A short snake of 40 spaces.",
    layout: Spiral(spaces: 41, coils: 3.0, inner_radius: 1.4, clockwise: true),
)"#;

#[test]
fn a_room_plays_a_board_of_the_hosts_own_and_refuses_a_broken_one() {
    let mut own = setup(GameKind::Mehen, 2, 8);
    own.board = "reed.board.ron".into();
    own.board_ron = Some(REED_BOARD.into());
    let plans = [SeatPlan::Remote, SeatPlan::Expert];
    let mut room = Room::new("ABCDEF".into(), own, &plans, 0).unwrap();
    let ServerMsg::Lobby {
        board, board_ron, ..
    } = room.lobby()
    else {
        panic!("a lobby");
    };
    assert_eq!(board, "reed.board.ron");
    assert_eq!(board_ron.as_deref(), Some(REED_BOARD));
    room.take_seat(None, "a".into()).unwrap();
    room.start_game(0).unwrap();
    play_out(&mut room, 2);
    let offline = replay_events(&room.setup, &room.events).unwrap();
    assert_eq!(offline.record_text(), room.game.record_text());
    let mut broken = setup(GameKind::Mehen, 2, 8);
    broken.board = "bent.board.ron".into();
    broken.board_ron = Some("Board(name: \"bent\", layout: Spiral(spaces: 3))".into());
    let Err(RoomError::Setup(why)) = Room::new("ABCDEF".into(), broken, &plans, 0) else {
        panic!("a broken board is refused");
    };
    assert!(why.contains("bent.board.ron"), "{why}");
}

#[test]
fn a_spiral_game_on_a_board_of_the_hosts_own_has_that_boards_squares() {
    let mut own = setup(GameKind::Hyena, 2, 6);
    own.board = "short.spiral.ron".into();
    own.board_ron = Some("SpiralBoard(title: \"Short\", squares: 70, turns: 2.5)".into());
    let plans = [SeatPlan::Remote, SeatPlan::Normal];
    let mut room = Room::new("ABCDEF".into(), own, &plans, 0).unwrap();
    room.take_seat(None, "a".into()).unwrap();
    room.start_game(0).unwrap();
    play_out(&mut room, 4);
    let record = room.game.record_text();
    assert!(record.contains("squares=70"), "{record}");
    let offline = replay_events(&room.setup, &room.events).unwrap();
    assert_eq!(offline.record_text(), record);
    let mut broken = setup(GameKind::FamilyMehen, 2, 6);
    broken.board = "tiny.spiral.ron".into();
    broken.board_ron = Some("SpiralBoard(title: \"Tiny\", squares: 5, turns: 1.0)".into());
    let Err(RoomError::Setup(why)) = Room::new("ABCDEF".into(), broken, &plans, 0) else {
        panic!("a spiral of 5 squares is refused");
    };
    assert!(why.contains("tiny.spiral.ron"), "{why}");
}

#[test]
fn text_that_would_break_a_record_is_refused_when_the_room_is_made() {
    let plans = [SeatPlan::Remote, SeatPlan::Remote];
    let mut forged = setup(GameKind::Mehen, 2, 8);
    forged.board = "forged.board.ron".into();
    forged.board_ron = Some(REED_BOARD.replace(
        "name: \"reed\"",
        "name: \"x\\n[Seed \\\"1\\\"]\\n1. 0 4: T+4\"",
    ));
    assert_ne!(
        forged.board_ron.as_deref(),
        Some(REED_BOARD),
        "the name was forged"
    );
    let Err(RoomError::Setup(why)) = Room::new("ABCDEF".into(), forged, &plans, 0) else {
        panic!("a board name with line breaks is refused");
    };
    assert!(why.contains("line break"), "{why}");
    for (field, text) in [
        ("options", "gated\n[Seed \"1\"]"),
        ("teams", "AB\u{202E}CD"),
        ("board", "classic\r"),
    ] {
        let mut bad = setup(GameKind::Mehen, 2, 8);
        match field {
            "options" => bad.options = text.into(),
            "teams" => bad.teams = text.into(),
            _ => bad.board = text.into(),
        }
        let Err(RoomError::Setup(why)) = Room::new("ABCDEF".into(), bad, &plans, 0) else {
            panic!("{field} {text:?} is refused");
        };
        assert!(why.contains(field), "{why}");
    }
}
