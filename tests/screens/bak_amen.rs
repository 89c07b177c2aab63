//! Bak-Amen on its screen.

use crate::support::*;

/// Bak-Amen on its screen: the opening throw, a person's play entered click by click (a pawn, then
/// where it goes), a hint from the Expert; computer seats (thinking on the task pool) play the game
/// out; the pawns shown are where the engine has them; the record replays to the same end and opens
/// from the Load screen to play on.
#[allow(
    clippy::too_many_lines,
    reason = "one game played through its screen, step by step: each check needs the moves before it"
)]
#[test]
fn bak_amen_plays_through_its_screen() {
    use mehen::ai::Level;
    use mehen::rules::bak_amen::{
        BakAction, BakAmen, BakAmenRecord, BakPhase, NILE, OFF, square_of,
    };
    use mehen::systems::bak_amen::screen::{BakMatch, BakPawn, BakPlace, BakRequest};
    use mehen::systems::mehen::table::SeatKind;
    let mut app = bare_app(100);
    app.insert_resource(BakMatch::new(
        BakAmen::new(),
        NewGame::default_for(2, 1).seats,
        8,
    ));
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::BakAmen);
    app.update();
    app.update();
    // The opening throw; a double is thrown again by itself.
    app.world_mut().write_message(BakRequest::Throw);
    for _ in 0..200 {
        app.update();
        let m = app.world().resource::<BakMatch>();
        if m.game().phase() == BakPhase::Opening {
            app.world_mut().write_message(BakRequest::Throw);
        } else if m.legal() != [BakAction::Rethrow] {
            break;
        }
    }
    let m = app.world().resource::<BakMatch>();
    let seat = m.game().to_move().unwrap();
    assert!(matches!(m.game().phase(), BakPhase::Move { .. }));
    let turns = m.game().turns();
    // Ask for a hint and wait for the Expert's play.
    app.world_mut().write_message(BakRequest::Hint);
    for _ in 0..600 {
        app.update();
        if app.world().resource::<BakMatch>().ext.hint.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let m = app.world().resource::<BakMatch>();
    let hint = m.ext.hint.expect("the Expert answers");
    use mehen::rules::common::race::RaceGame;
    assert!(m.legal().contains(&hint) || m.game().is_legal(hint));
    // Enter the hinted play by clicks: the pawn's square, then (if it did not go at once) where it goes.
    let square = |p: u8| match p {
        NILE => Some(13),
        OFF => None,
        p => Some(square_of(seat, p)),
    };
    let click = |app: &mut App, at: Option<u8>| {
        app.world_mut().write_message(match at {
            Some(s) => BakRequest::Square(s),
            None => BakRequest::Off,
        });
        app.update();
    };
    let before = m.game().with_steps(hint.steps());
    // A step taken (or a pawn picked up) can be undone.
    click(&mut app, square(hint.steps()[0].from));
    let m = app.world().resource::<BakMatch>();
    assert!(!m.ext.partial.is_empty() || m.ext.selected.is_some());
    app.world_mut().write_message(BakRequest::Undo);
    app.update();
    let m = app.world().resource::<BakMatch>();
    assert!(m.ext.partial.is_empty() && m.ext.selected.is_none());
    assert_eq!(m.game().turns(), turns);
    // Confirm (Enter) before the play is whole does nothing but say why.
    app.world_mut().write_message(BakRequest::Done);
    app.update();
    let m = app.world().resource::<BakMatch>();
    assert_eq!(m.game().turns(), turns);
    let why = m.notice.as_ref().expect("said why").english();
    assert!(why.contains("still to play"), "{why}");
    let enter = |app: &mut App, step: &mehen::rules::bak_amen::Step| {
        let done = app.world().resource::<BakMatch>().ext.partial.len();
        click(app, square(step.from));
        let m = app.world().resource::<BakMatch>();
        if m.ext.partial.len() == done {
            assert_eq!(m.ext.selected, Some(step.from), "the pawn is picked up");
            click(app, square(step.to));
        }
    };
    for (k, step) in hint.steps().iter().enumerate() {
        // Undo takes back the last step alone, which is then entered again.
        if k > 0 {
            app.world_mut().write_message(BakRequest::Undo);
            app.update();
            assert_eq!(app.world().resource::<BakMatch>().ext.partial.len(), k - 1);
            enter(&mut app, &hint.steps()[k - 1]);
            assert_eq!(app.world().resource::<BakMatch>().ext.partial.len(), k);
        }
        enter(&mut app, step);
        // The hint's arrows are the Expert's steps not yet entered.
        let left = app.world().resource::<BakMatch>().hint_left();
        assert_eq!(left.map(|l| l.len()), Some(hint.steps().len() - k - 1));
    }
    // The whole play waits for Confirm: its last step can still be taken back.
    let last = *hint.steps().last().unwrap();
    let m = app.world().resource::<BakMatch>();
    assert_eq!(m.game().turns(), turns, "the play waits for Confirm");
    assert!(m.play_entered());
    app.world_mut().write_message(BakRequest::Undo);
    app.update();
    assert!(!app.world().resource::<BakMatch>().play_entered());
    enter(&mut app, &last);
    app.world_mut().write_message(BakRequest::Done);
    app.update();
    let m = app.world().resource::<BakMatch>();
    assert_eq!(
        m.game().turns(),
        turns + 1,
        "the play is made: {:?}",
        m.ext.partial
    );
    for s in 0..2 {
        for p in 0..=NILE {
            assert_eq!(m.game().count(s, p), before.count(s, p));
        }
    }
    for s in &mut app.world_mut().resource_mut::<BakMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..100_000 {
        if app.world().resource::<BakMatch>().game().winner().is_some() {
            break;
        }
        app.update();
    }
    app.update();
    let m = app.world().resource::<BakMatch>();
    let end = m.game().clone();
    assert!(end.winner().is_some(), "the computers finish the game");
    let text = m.play.record.to_string();
    assert_eq!(BakAmenRecord::parse(&text).unwrap().replay().unwrap(), end);
    let shown: Vec<(BakPawn, BakPlace)> = app
        .world_mut()
        .query::<(&BakPawn, &BakPlace)>()
        .iter(app.world())
        .map(|(p, q)| (*p, *q))
        .collect();
    for s in 0..2u8 {
        for p in 0..=NILE {
            let here = shown
                .iter()
                .filter(|(pawn, place)| pawn.seat == s && place.0 == p)
                .count();
            assert_eq!(here, usize::from(end.count(s, p)), "seat {s}, point {p}");
        }
    }

    let mut half = BakAmenRecord::parse(&text).unwrap();
    half.turns.truncate(20);
    let (saved, home) = open_and_play_on::<mehen::rules::bak_amen::BakAmen>(
        &mut app,
        "bak",
        half.to_string(),
        20,
        4,
        20_000,
    );
    let saved = BakAmenRecord::parse(&saved).unwrap();
    assert!(saved.turns.len() > 24);
    saved.replay().unwrap();
    // Continue on the main menu picks up the game autosaved last, whatever the game.
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Menu);
    app.update();
    app.update();
    app.world_mut()
        .write_message(mehen::systems::files::saves::FileRequest::Continue);
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<AppState>>().get(),
        AppState::BakAmen
    );
    assert_eq!(
        app.world().resource::<BakMatch>().play.record.turns.len(),
        saved.turns.len()
    );
    let _ = std::fs::remove_dir_all(&home);
}

/// A Bak-Amen match of seed `seed` at its first move to make.
fn moving(seed: u64) -> mehen::systems::bak_amen::screen::BakMatch {
    use mehen::rules::bak_amen::{BakAction, BakAmen, BakPhase};
    let seats = NewGame::default_for(2, 1).seats;
    let mut m = mehen::systems::bak_amen::screen::BakMatch::new(BakAmen::new(), seats, seed);
    while !matches!(m.game().phase(), BakPhase::Move { .. }) || m.legal() == [BakAction::Rethrow] {
        if m.legal() == [BakAction::Rethrow] {
            m.play(BakAction::Rethrow).unwrap();
        } else {
            m.throw();
        }
    }
    m
}

/// A click on a pawn of the mover that the dice cannot move says why in the panel, instead of doing
/// nothing; a step taken clears it.
#[test]
fn a_bak_amen_pawn_that_cannot_move_says_why() {
    use mehen::rules::bak_amen::{POINTS, square_of};
    let mut checked = 0;
    for seed in 1..40 {
        let m = &mut moving(seed);
        let seat = m.game().to_move().unwrap();
        let next = m.next_steps();
        let Some(stuck) =
            (1..=POINTS).find(|&p| m.game().count(seat, p) > 0 && next.iter().all(|s| s.from != p))
        else {
            continue;
        };
        assert!(m.notice.is_none());
        assert!(
            m.click(Some(square_of(seat, stuck))),
            "the click is answered"
        );
        let told = m.notice.as_ref().expect("the panel says why").english();
        assert!(
            told.contains(&stuck.to_string()) && told.contains("cannot move"),
            "{told}"
        );
        // A pawn in the Nile comes back first, and the panel says so.
        let in_nile = m.game().count(seat, mehen::rules::bak_amen::NILE) > 0;
        assert_eq!(
            told.contains("in the Nile must come back"),
            in_nile,
            "{told}"
        );
        checked += 1;
        // A pawn that can move clears the notice.
        if let Some(step) = next.first()
            && step.from <= POINTS
            && step.from > 0
        {
            assert!(m.click(Some(square_of(seat, step.from))));
            assert!(m.notice.is_none(), "a pawn that moves clears it");
        }
    }
    assert!(checked > 0, "some throw leaves a pawn that cannot move");
}

/// With a pawn picked up, a click on a square it cannot go to says where the dice left take it,
/// and the pawn stays picked up.
#[test]
fn a_bak_amen_pawn_picked_up_says_where_it_can_go() {
    use mehen::rules::bak_amen::{POINTS, square_of};
    let mut checked = 0;
    for seed in 1..40 {
        let m = &mut moving(seed);
        let seat = m.game().to_move().unwrap();
        let next = m.next_steps();
        // A pawn on the bank with two ways to go is picked up by a click.
        let Some(from) = (1..=POINTS).find(|&p| next.iter().filter(|s| s.from == p).count() > 1)
        else {
            continue;
        };
        assert!(m.click(Some(square_of(seat, from))));
        assert_eq!(m.ext.selected, Some(from));
        // The strip names the pawn picked up.
        let lang = mehen::systems::shared::lang::Lang(mehen::i18n::Localizer::new(
            mehen::i18n::Language::English,
        ));
        let told = mehen::systems::bak_amen::hud::what_to_do(&lang, m, false);
        assert!(
            told.starts_with(&format!("The pawn on {from} is picked up: click")),
            "{told}"
        );
        let touch = mehen::i18n::Localizer::worded_for_touch(mehen::i18n::Language::English, true);
        let lang = mehen::systems::shared::lang::Lang(touch);
        let told = mehen::systems::bak_amen::hud::what_to_do(&lang, m, false);
        assert!(told.contains("is picked up: tap where it goes"), "{told}");
        // An empty square it cannot go to.
        let Some(to) = (1..=POINTS).find(|&q| {
            m.game().count(seat, q) == 0 && !next.iter().any(|s| s.from == from && s.to == q)
        }) else {
            continue;
        };
        assert!(m.click(Some(square_of(seat, to))), "the click is answered");
        assert_eq!(m.ext.selected, Some(from), "the pawn stays picked up");
        let told = m.notice.as_ref().expect("the panel says why").english();
        let start = format!("The pawn on {from} cannot go to {to}: the dice left take it to ");
        assert!(told.starts_with(&start), "{told}");
        checked += 1;
    }
    assert!(checked > 0, "some throw offers a pawn two ways");
}

/// A play that arrests a pawn tells the arrest with the step that made it, and the step after it
/// follows with "then": the sending to the Nile never reads as a step of its own (as in "..., which
/// goes to the Nile, 5 to 4").
#[test]
fn a_bak_amen_arrest_is_told_with_its_step() {
    use mehen::rules::bak_amen::BakAction;
    let mut seed = 5;
    let mut m = moving(seed);
    let mut told = None;
    for _ in 0..4000 {
        if m.game().winner().is_some() {
            seed += 1;
            m = moving(seed);
        }
        if m.legal().is_empty() || m.legal() == [BakAction::Rethrow] {
            match m.legal().first() {
                Some(&a) => m.play(a).unwrap(),
                None => m.throw(),
            }
            continue;
        }
        let first = m.log.len();
        let action = m.legal()[m.legal().len() / 2];
        m.play(action).unwrap();
        if let Some(line) = m.log[first..]
            .iter()
            .map(|l| l.english().to_owned())
            .find(|l| l.contains("to the Nile, "))
        {
            told = Some(line);
            break;
        }
    }
    let line = told.expect("some play in the games arrests a pawn before its last step");
    assert!(
        line.contains(", which sends a pawn of "),
        "the arrest follows its step: {line}"
    );
    assert!(
        line.contains("to the Nile, then "),
        "the step after the arrest follows with then: {line}"
    );
}
