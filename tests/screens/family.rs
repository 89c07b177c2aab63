//! Family Mehen on its screen.

use crate::support::*;

/// Family Mehen on its screen: a person's roll and a click on an Egyptian; computer seats play a whole
/// game; the pieces shown are where the engine has them; the record replays to the same end and
/// opens from the Load screen to play on.
#[allow(
    clippy::too_many_lines,
    reason = "one game played through its screen, step by step: each check needs the moves before it"
)]
#[test]
fn family_mehen_plays_through_its_screen() {
    use mehen::ai::Level;
    use mehen::rules::family::{Family, FamilyAction, FamilyOptions, FamilyPhase, FamilyRecord};
    use mehen::systems::family::screen::{FamilyMatch, FamilyPiece, FamilyRequest, Place, places};
    use mehen::systems::mehen::table::SeatKind;
    let mut app = bare_app(100);
    let seats = NewGame::default_for(3, 1).seats;
    app.insert_resource(FamilyMatch::new(
        Family::new(FamilyOptions::new(3)).unwrap(),
        seats,
        6,
    ));
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Family);
    app.update();
    app.update();
    app.world_mut().write_message(FamilyRequest::Roll);
    app.update();
    let m = app.world().resource::<FamilyMatch>();
    assert!(matches!(m.game().phase(), FamilyPhase::Move { .. }));
    assert!(
        m.legal().contains(&FamilyAction::Egyptian(0)),
        "{:?}",
        m.legal()
    );
    // Its button says how far it goes, in words (not a bare digit beside the key's number).
    let FamilyPhase::Move { die } = m.game().phase() else {
        unreachable!()
    };
    let say = |language| {
        let loc = mehen::i18n::Localizer::new(language);
        m.describe(&loc, FamilyAction::Egyptian(0))
    };
    let (squares, cases) = if die == 1 {
        ("1 square".to_string(), "1 case".to_string())
    } else {
        (format!("{die} squares"), format!("{die} cases"))
    };
    // From the tail, onto square `die` (the tail is square 0; nothing stands on the board yet).
    assert_eq!(
        say(mehen::i18n::Language::English),
        format!("Egyptian from the tail to {die} ({squares})")
    );
    assert_eq!(
        say(mehen::i18n::Language::French),
        format!("Égyptien de la queue à {die} ({cases})")
    );
    // A click on the Egyptian on the tail moves it.
    app.world_mut().write_message(FamilyRequest::Square(0));
    app.update();
    assert_eq!(app.world().resource::<FamilyMatch>().game().turns(), 1);
    for s in &mut app.world_mut().resource_mut::<FamilyMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..400_000 {
        if app
            .world()
            .resource::<FamilyMatch>()
            .game()
            .winner()
            .is_some()
        {
            break;
        }
        app.update();
    }
    app.update();
    let m = app.world().resource::<FamilyMatch>();
    assert!(m.game().winner().is_some(), "the computers finish the game");
    let end = m.game().clone();
    let text = m.play.record.to_string();
    let shown: Vec<(FamilyPiece, Place, Visibility)> = app
        .world_mut()
        .query::<(&FamilyPiece, &Place, &Visibility)>()
        .iter(app.world())
        .map(|(p, s, v)| (*p, *s, *v))
        .collect();
    for seat in 0..3u8 {
        let mut egyptians: Vec<Place> = shown
            .iter()
            .filter(|(p, ..)| p.seat == seat && !p.serpent)
            .map(|(_, place, _)| *place)
            .collect();
        egyptians.sort();
        assert_eq!(egyptians, places(&end, seat), "seat {seat}'s Egyptians");
        let (_, place, visibility) = shown
            .iter()
            .find(|(p, ..)| p.seat == seat && p.serpent)
            .unwrap();
        match end.serpent(seat) {
            Some(q) => assert_eq!(
                (*place, *visibility),
                (Place::Square(q), Visibility::Inherited)
            ),
            None => assert_eq!(*visibility, Visibility::Hidden),
        }
    }
    assert_eq!(FamilyRecord::parse(&text).unwrap().replay().unwrap(), end);

    let mut half = FamilyRecord::parse(&text).unwrap();
    half.turns.truncate(30);
    let (saved, home) = open_and_play_on::<mehen::rules::family::Family>(
        &mut app,
        "family",
        half.to_string(),
        30,
        4,
        5000,
    );
    let saved = FamilyRecord::parse(&saved).unwrap();
    assert!(saved.turns.len() > 34);
    saved.replay().unwrap();
    let _ = std::fs::remove_dir_all(&home);
}

/// Every move can be made on the board: the serpent's one way by a click on it (with two ways the
/// panel asks where to), a move by a click on the ringed square where it ends, and an Egyptian
/// waiting to enter by a click on it when the roll is a 1 (else the panel says why not).
#[test]
fn family_moves_are_made_by_clicks_on_the_board() {
    use mehen::rules::family::{Family, FamilyAction, FamilyOptions};
    use mehen::systems::family::screen::{FamilyMatch, FamilyRequest};
    use mehen::systems::race::race_match::RaceRoom;
    // Seat 0: Egyptians on 5 and 9, its serpent on 20; seat 1: one Egyptian on 30.
    let position = |die: u8| {
        let g = Family::with_position(
            FamilyOptions::new(2),
            &[(&[5, 9], 0, Some(20)), (&[30], 0, None)],
            0,
        )
        .unwrap();
        let mut m = FamilyMatch::new(g, NewGame::default_for(2, 2).seats, 1);
        m.throws_mut().script_next(die);
        m.throw();
        m
    };
    let click = |m: &mut FamilyMatch, r: FamilyRequest| {
        Family::handle(m, r);
    };
    // A 3: the serpent may go up (23) or down (17): a click on it asks where to.
    let mut m = position(3);
    let turns = m.game().turns();
    assert!(m.legal().contains(&FamilyAction::SerpentUp));
    assert!(m.legal().contains(&FamilyAction::SerpentDown));
    click(&mut m, FamilyRequest::Serpent(0));
    assert_eq!(m.game().turns(), turns, "two ways: nothing moves yet");
    let asked = m.notice.as_ref().expect("the panel asks").english();
    assert!(asked.contains("23") && asked.contains("17"), "{asked}");
    // The other seat's serpent is not the mover's.
    click(&mut m, FamilyRequest::Serpent(1));
    assert!(m.notice.is_some());
    // A click on the square where the serpent goes up plays that move.
    click(&mut m, FamilyRequest::Square(23));
    assert_eq!(m.game().turns(), turns + 1);
    assert_eq!(m.game().serpent(0), Some(23));
    // A 2: the Egyptian on 5 goes to 7, chosen by a click on 7.
    let mut m = position(2);
    click(&mut m, FamilyRequest::Square(7));
    assert!(m.game().egyptians(0).any(|s| s == 7), "{:?}", m.legal());
    // An Egyptian waiting to enter: refused on a 2 (said why), brought in on a 1.
    let mut m = position(2);
    click(&mut m, FamilyRequest::Reserve);
    let why = m.notice.as_ref().expect("the panel says why").english();
    assert!(why.contains("roll of 1"), "{why}");
    let mut m = position(1);
    let waiting = m.game().in_reserve(0);
    click(&mut m, FamilyRequest::Reserve);
    assert_eq!(m.game().in_reserve(0), waiting - 1);
    // Or by a click on the ringed tail, where it comes on.
    let mut m = position(1);
    click(&mut m, FamilyRequest::Square(0));
    assert_eq!(m.game().in_reserve(0), waiting - 1);
}
