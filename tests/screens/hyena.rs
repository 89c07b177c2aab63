//! The Hyena game on its screen.

use crate::support::*;

/// The Hyena game on its screen: a person's throw and action; computer seats play a whole game by
/// themselves; the pieces shown follow the engine (eaten mothers hidden); the record kept replays to
/// the same end, and a record opened from the Load screen plays on and is autosaved.
#[test]
fn hyena_game_plays_through_its_screen() {
    use mehen::ai::Level;
    use mehen::rules::hyena::record::HyenaRecord;
    use mehen::rules::hyena::{Hyena, HyenaOptions, HyenaPhase};
    use mehen::systems::hyena::screen::{HyenaMatch, HyenaPiece, HyenaRequest, Shown, shown_for};
    use mehen::systems::mehen::table::SeatKind;
    let mut app = bare_app(100);
    let seats = NewGame::default_for(3, 1).seats;
    app.insert_resource(HyenaMatch::new(
        Hyena::new(HyenaOptions::new(3)).unwrap(),
        seats,
        4,
    ));
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Hyena);
    app.update();
    app.update();
    app.world_mut().write_message(HyenaRequest::Throw);
    app.update();
    let m = app.world().resource::<HyenaMatch>();
    assert!(matches!(m.game().phase(), HyenaPhase::Move { .. }));
    assert!(m.play.last.is_some(), "the sticks show the throw");
    app.world_mut().write_message(HyenaRequest::Act);
    app.update();
    assert_eq!(app.world().resource::<HyenaMatch>().game().turns(), 1);
    for s in &mut app.world_mut().resource_mut::<HyenaMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..400_000 {
        if app
            .world()
            .resource::<HyenaMatch>()
            .game()
            .winner()
            .is_some()
        {
            break;
        }
        app.update();
    }
    app.update();
    let m = app.world().resource::<HyenaMatch>();
    assert!(m.game().winner().is_some(), "the computers finish the game");
    let end = m.game().clone();
    let text = m.play.record.to_string();
    let pieces: Vec<(HyenaPiece, Shown, Visibility)> = app
        .world_mut()
        .query::<(&HyenaPiece, &Shown, &Visibility)>()
        .iter(app.world())
        .map(|(p, s, v)| (*p, *s, *v))
        .collect();
    assert_eq!(pieces.len(), 6, "a mother and a hyena per seat");
    for (piece, shown, visibility) in pieces {
        assert_eq!(shown, shown_for(&end, piece), "{piece:?}");
        assert_eq!(
            shown == Shown::Gone,
            visibility == Visibility::Hidden,
            "{piece:?}"
        );
    }
    let replayed = HyenaRecord::parse(&text).unwrap().replay().unwrap();
    assert_eq!(replayed, end, "the record replays to the same end");

    let mut half = HyenaRecord::parse(&text).unwrap();
    half.turns.truncate(30);
    let (saved, home) = open_and_play_on::<mehen::rules::hyena::Hyena>(
        &mut app,
        "hyena",
        half.to_string(),
        30,
        4,
        5000,
    );
    let saved = HyenaRecord::parse(&saved).unwrap();
    assert!(saved.turns.len() > 34);
    saved.replay().unwrap();
    let _ = std::fs::remove_dir_all(&home);
}

/// A mother's entry is told in one line ("comes onto square 1"), not again as a move from the tail;
/// the log names a seat by its name alone, with its letter only where two seats share the name.
#[test]
fn a_mothers_entry_is_one_log_line() {
    use mehen::rules::hyena::{Hyena, HyenaAction, HyenaOptions};
    use mehen::systems::hyena::screen::HyenaMatch;
    let seats = NewGame::default_for(2, 1).seats;
    let mut m = HyenaMatch::new(Hyena::new(HyenaOptions::new(2)).unwrap(), seats, 4);
    let mut entries = 0;
    for _ in 0..400 {
        if entries >= 2 {
            break;
        }
        if m.legal().is_empty() {
            m.throw();
            continue;
        }
        let action = if m.legal().contains(&HyenaAction::Enter) {
            HyenaAction::Enter
        } else {
            m.legal()[0]
        };
        let first = m.log.len();
        m.request(action);
        if action == HyenaAction::Enter {
            let lines: Vec<&str> = m.log[first..].iter().map(|l| l.english()).collect();
            assert!(
                lines[0].ends_with("'s mother comes onto square 1"),
                "{lines:?}"
            );
            assert!(!lines[0].contains('('), "{lines:?}");
            assert!(
                !lines.iter().any(|l| l.contains("from the tail")),
                "{lines:?}"
            );
            entries += 1;
        }
    }
    assert_eq!(entries, 2, "both mothers came on");
    assert_eq!(m.log_name(1), m.seats[1].name);
    let first = m.seats[0].name.clone();
    m.seats[1].name.clone_from(&first);
    assert_eq!(m.log_name(0), format!("{first} (A)"));
    assert_eq!(m.log_name(1), format!("{first} (B)"));
}

/// Where a throw offers to spend saved ones, the words by the choice say what it costs and how
/// many the seat has, in both languages.
#[test]
fn spending_saved_ones_says_what_it_costs() {
    use mehen::i18n::{Language, Localizer};
    use mehen::rules::hyena::{Hyena, HyenaAction, HyenaOptions};
    use mehen::systems::hyena::hud::pay_words;
    use mehen::systems::hyena::screen::HyenaMatch;
    let seats = NewGame::default_for(2, 1).seats;
    let mut m = HyenaMatch::new(Hyena::new(HyenaOptions::new(2)).unwrap(), seats, 4);
    let mut offered = 0;
    for _ in 0..20_000 {
        if m.game().winner().is_some() || offered >= 3 {
            break;
        }
        if m.legal().is_empty() {
            m.throw();
            continue;
        }
        let seat = m.game().to_move().unwrap();
        let en = pay_words(&Localizer::new(Language::English), &m);
        if m.legal().contains(&HyenaAction::Pay) {
            let (cost, leaving) = m.pay_cost().expect("a cost");
            let en = en.expect("words by the choice");
            let have = m.game().ones(seat);
            assert!(cost <= have, "{cost} > {have}");
            assert!(en.contains(&format!("you have {have} saved")), "{en}");
            let costs = if leaving {
                format!("costs {cost} saved ones")
            } else {
                format!("goes {cost} past the centre")
            };
            assert!(en.contains(&costs), "{en}");
            let fr = pay_words(&Localizer::new(Language::French), &m).unwrap();
            assert!(fr.contains(&format!("vous en avez {have}")), "{fr}");
            offered += 1;
        } else {
            assert_eq!(en, None, "{:?}", m.legal());
        }
        // Spend where offered, so the game reaches the centre and leaves it.
        let action = *m
            .legal()
            .iter()
            .find(|&&a| a != HyenaAction::Pass)
            .unwrap_or(&m.legal()[0]);
        m.request(action);
    }
    assert!(offered >= 1, "a throw offered to spend saved ones");
}
