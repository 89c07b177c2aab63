//! Horton's Mehen turn by turn: passes, the clock, the throw shown, forfeits, refusals in words,
//! choices between two moves and pieces travelling along the body.

use crate::support::*;

#[test]
fn a_turn_with_no_legal_move_passes_by_itself_while_nobody_touches_the_game() {
    // Seat A has no pawn left and no lion is on the board: any throw but a Mehen throw leaves only the
    // pass.
    let game = game_at("AE2 AD4 B10 B20");
    let setup = NewGame::default_for(2, 3);
    let mut app = sleeping_app(Sitting::with_game(&setup, game), &setup);
    for _ in 0..20 {
        if phase(&app) == TurnPhase::Move {
            break;
        }
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    assert_eq!(phase(&app), TurnPhase::Move);
    assert_eq!(Screen::of(app.world()).draft.legal, [Action::PASS]);
    assert!(
        sleep_asked(&app) <= Duration::from_secs(3),
        "the window must wake for the pass, not wait for input: {:?}",
        sleep_asked(&app)
    );
    let why = Screen::of(app.world()).notice.clone().unwrap_or_default();
    let why = why.english();
    assert!(why.contains("No legal move"), "the reason is told: {why}");
    // Two frames two seconds apart: the pass comes on time (a virtual clock would have counted half
    // a second, at most a quarter a frame).
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(2)));
    app.update();
    app.update();
    let table = Screen::of(app.world());
    assert_eq!(
        table.game().to_move(),
        Some(mehen::rules::mehen::Seat(1)),
        "A passed"
    );
}

#[test]
fn the_clock_counts_real_seconds_while_the_app_sleeps() {
    let mut setup = NewGame::default_for(2, 5);
    setup.time_limit_minutes = Some(15);
    let mut app = sleeping_app(Sitting::new(&setup).unwrap(), &setup);
    app.update();
    assert!(
        sleep_asked(&app) <= Duration::from_secs(1),
        "a frame a second for the clock: {:?}",
        sleep_asked(&app)
    );
    let clock = |app: &App| {
        let t = Screen::of(app.world());
        (
            t.clock.elapsed,
            t.clock.text(&Localizer::new(Language::English)).unwrap(),
        )
    };
    let (before, shown) = clock(&app);
    assert_eq!(shown, "Time left 14:59");
    // Nobody touches the game for five seconds; the app wakes once a second.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)));
    for _ in 0..5 {
        app.update();
    }
    let (after, shown) = clock(&app);
    assert!(
        (after - before - 5.0).abs() < 0.01,
        "{before} -> {after}: the clock lost time"
    );
    assert_eq!(shown, "Time left 14:54");
}

#[test]
fn a_throw_is_shown_only_for_the_seat_that_made_it() {
    let setup = NewGame::default_for(2, 8);
    let mut app = app(&setup, 0.0);
    loop {
        send(&mut app, Request::Throw);
        settle(&mut app);
        if phase(&app) == TurnPhase::Move {
            break;
        }
    }
    let table = Screen::of(app.world());
    assert!(
        table.throw_of_seat_to_move().is_some(),
        "A's throw, A to move"
    );
    let action = table
        .draft
        .legal
        .iter()
        .copied()
        .find(|a| !a.is_pass())
        .unwrap();
    enter(&mut app, action);
    settle(&mut app);
    let table = Screen::of(app.world());
    assert_eq!(table.game().to_move(), Some(mehen::rules::mehen::Seat(1)));
    assert_eq!(
        table.throw_of_seat_to_move(),
        None,
        "B has not thrown: A's throw is not B's"
    );
}

#[test]
fn forfeiting_asks_first() {
    let setup = NewGame::default_for(2, 8);
    let mut app = app(&setup, 0.0);
    while phase(&app) != TurnPhase::Move {
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    let seat = Screen::of(app.world()).game().to_move();
    send(&mut app, Request::AskForfeit);
    assert!(Screen::of(app.world()).draft.forfeit_asked);
    assert_eq!(phase(&app), TurnPhase::Move, "one press does not forfeit");
    send(&mut app, Request::CancelForfeit);
    assert!(
        !Screen::of(app.world()).draft.forfeit_asked,
        "Esc keeps the turn"
    );
    assert_eq!(Screen::of(app.world()).game().to_move(), seat);
    // Asked, then confirmed with Enter: the turn is given up.
    send(&mut app, Request::AskForfeit);
    send(&mut app, Request::Confirm);
    settle(&mut app);
    assert_ne!(Screen::of(app.world()).game().to_move(), seat);
}

#[test]
fn a_click_on_a_piece_that_cannot_move_says_why() {
    // Ahmose on 18 has 2 points; Bastet holds 19 and 20, a blockade.
    let mut app = app_at("A18 A40 B19 B20 B50", 1);
    assert_eq!(phase(&app), TurnPhase::Move);
    send(&mut app, Request::Click(Target::Space(18)));
    let table = Screen::of(app.world());
    assert!(table.draft.selected.is_none());
    let why = table.notice.clone().unwrap_or_default();
    let why = why.english();
    assert!(why.contains("Bastet's blockade on 19-20"), "{why}");
    // A tap that brings the board closer starts afresh: the refusal goes.
    app.world_mut()
        .write_message(mehen::systems::shared::zoom::BroughtCloser);
    app.update();
    assert_eq!(Screen::of(app.world()).notice, None);
    send(&mut app, Request::Click(Target::Space(18)));
    assert!(Screen::of(app.world()).notice.is_some());
    // A piece that can move is selected, and the notice goes.
    send(&mut app, Request::Click(Target::Space(40)));
    let table = Screen::of(app.world());
    assert!(table.draft.selected.is_some());
    assert_eq!(table.notice, None);
}

/// Two pieces share a throw's points, each at least one: the first piece chosen is offered one point
/// less than the throw, and the screen can say so; a pawn held back by a blockade is not "capped".
#[test]
fn the_first_pieces_share_is_capped_for_the_second() {
    // 4 points, pawns on 30 and 40: the pawn on 30 walks 3 at most.
    let mut app = app_at("A30 A40 B50 B55", 2);
    send(&mut app, Request::Click(Target::Space(30)));
    let table = Screen::of(app.world());
    let sel = table.draft.selected.as_ref().expect("choosing");
    assert_eq!(table.draft.capped_share(table.game(), sel), Some((4, 3)));
    // The strip says it where the share is chosen, on a desktop and on a phone.
    let lang = mehen::systems::shared::lang::Lang(mehen::i18n::Localizer::new(
        mehen::i18n::Language::English,
    ));
    for small in [false, true] {
        let said = mehen::systems::mehen::banner::move_instruction(&table, &lang, small);
        assert!(
            said.starts_with("At most 3 points for this piece"),
            "{said}"
        );
    }
    // Ahmose on 18 with 4 points, Bastet's blockade on 20-21: stopped at 19, not capped.
    let mut app = app_at("A18 A40 B20 B21 B50", 2);
    send(&mut app, Request::Click(Target::Space(18)));
    let table = Screen::of(app.world());
    let sel = table.draft.selected.as_ref().expect("choosing");
    assert_eq!(table.draft.capped_share(table.game(), sel), None);
    let lang = mehen::systems::shared::lang::Lang(mehen::i18n::Localizer::new(
        mehen::i18n::Language::English,
    ));
    let said = mehen::systems::mehen::banner::move_instruction(&table, &lang, false);
    assert!(said.starts_with("Where to?"), "{said}");
}

#[test]
fn a_space_two_moves_end_on_offers_both() {
    // The lion on 20 reaches 18 walking 2 spaces or sprinting 1 point (4 points in hand, one kept
    // for the second piece).
    let mut app = app_at("A30 A40 B50 L20 L45", 2);
    send(&mut app, Request::Click(Target::Space(20)));
    send(&mut app, Request::Click(Target::Space(18)));
    let table = Screen::of(app.world());
    let sel = table.draft.selected.as_ref().expect("still choosing");
    assert!(sel.narrowed);
    assert_eq!(sel.options.len(), 2, "{:?}", sel.options);
    assert!(sel.options.iter().all(|o| o.1 == Some(18)));
    assert!(
        table.draft.chosen.is_empty(),
        "nothing chosen for the player"
    );
    let words: Vec<String> = sel
        .options
        .iter()
        .map(|o| table.option_words(&Localizer::new(Language::English), o.0))
        .collect();
    assert!(
        words.iter().any(|w| w.contains("sprinting"))
            && words.iter().any(|w| w.contains("2 spaces, 2 points")),
        "{words:?}"
    );
    // Picking one of them chooses it.
    send(&mut app, Request::Option(1));
    assert_eq!(Screen::of(app.world()).draft.chosen.len(), 1);
}

/// A slide and a lion's run are shown along the serpent's body: the moving piece passes through the
/// centre of every space between, in order, instead of cutting across the coils.
#[test]
fn slides_and_lion_runs_travel_along_the_body() {
    use mehen::rules::mehen::Event;
    use mehen::systems::shared::motion::{Tween, Via};
    let mut app = app(&NewGame::default_for(2, 5), 0.0);
    play_more(&mut app, 12);
    let head = Screen::of(app.world()).game().board().head;
    let spaces = app.world().resource::<BoardLayout>().spaces.clone();
    let pieces: Vec<(Entity, PieceKind, Slot)> = app
        .world_mut()
        .query::<(Entity, &PieceKind, &Slot)>()
        .iter(app.world())
        .map(|(e, k, s)| (e, *k, *s))
        .collect();
    let (pawn, seat, from) = pieces
        .iter()
        .find_map(|(e, k, s)| match (k, s) {
            (PieceKind::Pawn(seat), Slot::Space(at)) if *at + 4 < head => Some((*e, *seat, *at)),
            _ => None,
        })
        .expect("a pawn on the body after a few turns");
    app.world_mut().resource_mut::<AnimSpeed>().0 = 1.0;
    app.world_mut()
        .resource_mut::<EventQueue>()
        .events
        .push_back(Event::Slid {
            seat,
            from,
            to: from + 4,
        });
    app.world_mut()
        .resource_mut::<NextState<TurnPhase>>()
        .set(TurnPhase::Animate);
    app.update();
    let via = app
        .world()
        .get::<Via>(pawn)
        .expect("the slide has waypoints");
    let expected: Vec<Vec2> = (from + 1..from + 4)
        .map(|s| spaces[usize::from(s)])
        .collect();
    assert_eq!(via.0, expected, "through spaces {}..{}", from + 1, from + 3);
    assert_eq!(
        app.world().get::<Tween>(pawn).unwrap().hop,
        0.0,
        "a slide glides"
    );
    let (lion, at) = pieces
        .iter()
        .find_map(|(e, k, s)| match (k, s) {
            (PieceKind::Lion, Slot::Space(at)) if *at > 3 => Some((*e, *at)),
            _ => None,
        })
        .expect("a lion on the body after a few turns");

    app.world_mut()
        .resource_mut::<EventQueue>()
        .events
        .push_back(Event::LionMoved {
            from: at,
            to: Some(at - 3),
            sprint: false,
            jump: false,
        });
    app.world_mut().resource_mut::<EventQueue>().wait = None;
    app.update();
    let via = app.world().get::<Via>(lion).expect("the run has waypoints");
    assert_eq!(
        via.0,
        [spaces[usize::from(at - 1)], spaces[usize::from(at - 2)]]
    );
}

/// The cues heard, collected frame by frame.
#[derive(Resource, Default)]
struct Heard(Vec<mehen::systems::shared::sound::Cue>);

/// Each event shown asks for its sound (the sound itself knows no game): a throw is heard as the
/// sticks, and nothing is heard before it.
#[test]
fn shown_events_ask_for_their_sounds() {
    use mehen::systems::shared::sound::Cue;
    let mut app = app(&NewGame::default_for(2, 1), 1.0);
    app.init_resource::<Heard>().add_systems(
        Update,
        |mut cues: MessageReader<Cue>, mut heard: ResMut<Heard>| heard.0.extend(cues.read()),
    );
    app.update();
    assert!(app.world().resource::<Heard>().0.is_empty());
    send(&mut app, Request::Throw);
    settle(&mut app);
    for _ in 0..5 {
        app.update();
    }
    assert!(
        app.world().resource::<Heard>().0.contains(&Cue::Sticks),
        "{:?}",
        app.world().resource::<Heard>().0
    );
}

/// With hints on, the pieces that can move are ringed for a person to move, never during a
/// computer's turn (which is watched, not played).
#[test]
fn only_a_persons_movable_pieces_are_ringed() {
    use mehen::systems::mehen::marks::movable;
    use mehen::systems::shared::seats::SeatKind;
    for computer in [false, true] {
        let mut setup = NewGame::default_for(2, 3);
        if computer {
            setup.seats[0].kind = SeatKind::Computer(mehen::ai::Level::Novice);
        }
        let mut table = Sitting::new(&setup).unwrap();
        table.settings.hints = true;
        table.view_mut().throw();
        assert!(
            !table.draft.next_moves().is_empty(),
            "the throw gives a move"
        );
        assert_eq!(
            movable(&table.view()).is_empty(),
            computer,
            "computer seat: {computer}"
        );
        // Nor do they lift under the pointer.
        let m = table.draft.next_moves()[0];
        let slot = match m.from() {
            Some(s) => mehen::systems::shared::board_layout::Slot::Space(s),
            None => {
                mehen::systems::shared::board_layout::Slot::Tail(mehen::rules::mehen::Seat(0), 0)
            }
        };
        let kind = if m.is_lion() {
            PieceKind::Lion
        } else {
            PieceKind::Pawn(mehen::rules::mehen::Seat(0))
        };
        assert_eq!(
            mehen::systems::mehen::pieces::can_move(&table.view(), kind, slot),
            !computer
        );
    }
}

/// The moves' notation is a setting, off unless chosen: it reaches the table in play and follows a
/// change; a settings file written before the setting existed still loads, with it off.
#[test]
fn the_notation_shows_only_when_chosen() {
    use mehen::persist::settings::{Settings, load_settings};
    assert!(!Settings::default().notation);
    let mut app = app(&NewGame::default_for(2, 1), 0.0);
    app.update();
    assert!(!Screen::of(app.world()).settings.notation);
    app.world_mut().resource_mut::<Settings>().notation = true;
    app.update();
    assert!(Screen::of(app.world()).settings.notation);
    let dir = std::env::temp_dir().join(format!("mehen-notation-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.ron");
    std::fs::write(&path, "MehenSettings(hints: false, space_numbers: true)").unwrap();
    let (loaded, problem) = load_settings(&path);
    assert_eq!(problem, None);
    assert!(!loaded.notation && !loaded.hints);
    let _ = std::fs::remove_dir_all(&dir);
}

/// What happens gets a caption on the board where it happens, which goes after a few seconds.
#[test]
fn captions_name_what_happens_where_it_happens() {
    use mehen::rules::mehen::{Event, Seat};
    use mehen::systems::mehen::captions::Caption;
    let mut app = app(&NewGame::default_for(2, 3), 1.0);
    app.world_mut().resource_mut::<EventQueue>().events.extend([
        Event::Devoured {
            seat: Seat(1),
            at: 12,
            by_lion: true,
        },
        Event::Enlightened { seat: Seat(0) },
        Event::Enlightened { seat: Seat(1) },
    ]);
    app.world_mut()
        .resource_mut::<NextState<TurnPhase>>()
        .set(TurnPhase::Animate);
    let captions = |app: &mut App| -> Vec<(String, Vec2)> {
        app.world_mut()
            .query_filtered::<(&Text2d, &Transform), With<Caption>>()
            .iter(app.world())
            .map(|(t, tf)| (t.0.trim().to_string(), tf.translation.truncate()))
            .collect()
    };
    let mut seen = Vec::new();
    for _ in 0..40 {
        app.update();
        for c in captions(&mut app) {
            if !seen.iter().any(|(t, _): &(String, Vec2)| *t == c.0) {
                seen.push(c);
            }
        }
        // Two pawns enlightened at once: both captions at the head, one above the other.
        let boxes: Vec<Rect> = app
            .world_mut()
            .query::<(&Transform, &Caption)>()
            .iter(app.world())
            .map(|(tf, c)| Rect::from_center_size(tf.translation.truncate(), c.size))
            .collect();
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                assert!(a.intersect(*b).is_empty(), "{a:?} covers {b:?}");
            }
        }
    }
    let layout = app.world().resource::<BoardLayout>().clone();
    let near = |text: &str, at: Vec2| {
        seen.iter().any(|(t, p)| {
            t.contains(text) && p.distance(at) < mehen::systems::shared::board_layout::UNIT * 2.0
        })
    };
    assert!(near("Devoured by a lion", layout.spaces[12]), "{seen:?}");
    assert!(
        near("Ahmose's pawn is enlightened", layout.head.at),
        "{seen:?}"
    );
    assert_eq!(
        seen.iter()
            .filter(|(t, _)| t.contains("is enlightened"))
            .count(),
        2,
        "{seen:?}"
    );
    // A few seconds later they are gone (50 ms a frame).
    for _ in 0..100 {
        app.update();
    }
    assert!(captions(&mut app).is_empty());
}

/// A blockade formed is captioned with what it does the first time in a game, and after that with
/// its name alone (blockades form often; a long caption finds no room between the pieces).
#[test]
fn a_blockade_is_explained_once_then_named() {
    use mehen::rules::mehen::{Event, Seat};
    use mehen::systems::mehen::captions::Caption;
    // Ahmose has a point for each of two pawns: the pawn on 5 goes to 6, beside the pawn on 7.
    let mut app = app_at("A5 A7 A30 B40", 1);
    // Shown as in a game (captions come with the moves' animation).
    app.world_mut()
        .resource_mut::<mehen::systems::mehen::pieces::AnimSpeed>()
        .0 = 1.0;
    for space in [5, 6, 30, 31] {
        send(&mut app, Request::Click(Target::Space(space)));
    }
    if Screen::of(app.world()).game().to_move() == Some(Seat(0)) {
        send(&mut app, Request::Confirm);
    }
    let mut seen: Vec<String> = Vec::new();
    let watch = |app: &mut App, frames: usize, seen: &mut Vec<String>| {
        for _ in 0..frames {
            app.update();
            for text in app
                .world_mut()
                .query_filtered::<&Text2d, With<Caption>>()
                .iter(app.world())
            {
                if !seen.contains(&text.0) {
                    seen.push(text.0.clone());
                }
            }
        }
    };
    watch(&mut app, 60, &mut seen);
    let first = "Blockade! Lions cannot devour these pawns, and no pawn slides over them";
    assert!(seen.iter().any(|t| t == first), "{seen:?}");
    // The same turn's end shown again: named only.
    app.world_mut()
        .resource_mut::<EventQueue>()
        .events
        .push_back(Event::TurnEnded { seat: Seat(0) });
    app.world_mut()
        .resource_mut::<NextState<TurnPhase>>()
        .set(TurnPhase::Animate);
    watch(&mut app, 60, &mut seen);
    assert!(seen.iter().any(|t| t == "Blockade!"), "{seen:?}");
}

/// With the pause menu open nothing reaches the game: a throw asked for (a click on the button, a
/// key) is ignored, a computer does not play, and all works again once resumed.
#[test]
fn the_pause_menu_stops_every_input() {
    use mehen::systems::shared::state::Paused;
    let mut app = app(&NewGame::default_for(2, 3), 0.0);
    app.world_mut().resource_mut::<Paused>().0 = true;
    send(&mut app, Request::Throw);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(phase(&app), TurnPhase::Throw);
    assert!(Screen::of(app.world()).tally.last_throw.is_none());
    app.world_mut().resource_mut::<Paused>().0 = false;
    send(&mut app, Request::Throw);
    settle(&mut app);
    assert!(Screen::of(app.world()).tally.last_throw.is_some());
}

/// On a busy board with a piece chosen (its targets ringed), the hovered space's number never covers
/// a piece or a ring, wherever the pointer rests.
#[test]
fn the_hovered_number_covers_no_piece_and_no_ring() {
    use mehen::systems::shared::placement::{Obstacle, RingMarks};
    use mehen::systems::shared::space_labels::{HoverBadge, HoveredSpace};
    let mut app = app_at("A3 A5 A7 A20 A22 A40 B4 B6 B21 B23 B24 B41 L10 L30", 2);
    // The first of these pawns that can move is chosen.
    for pawn in [20, 22, 7, 5, 3, 40] {
        send(&mut app, Request::Click(Target::Space(pawn)));
        if Screen::of(app.world()).draft.selected.is_some() {
            break;
        }
    }
    assert!(Screen::of(app.world()).draft.selected.is_some());
    app.update();
    let rings = app.world().resource::<RingMarks>().0.clone();
    assert!(
        rings.len() >= 3,
        "the chosen piece and its targets are ringed: {rings:?}"
    );
    let mut shown = 0;
    for space in 1..61u8 {
        app.world_mut().resource_mut::<HoveredSpace>().0 = Some(space);
        app.update();
        app.update();
        let world = app.world_mut();
        let Some((badge, visibility, children)) = world
            .query_filtered::<(&Transform, &Visibility, &Children), With<HoverBadge>>()
            .iter(world)
            .next()
            .map(|(t, v, c)| (t.translation.truncate(), *v, c.first().copied()))
        else {
            continue;
        };
        if visibility == Visibility::Hidden {
            continue;
        }
        let size = children
            .and_then(|c| world.get::<Sprite>(c))
            .and_then(|s| s.custom_size)
            .expect("the badge's plate has a size");
        let plate = Rect::from_center_size(badge, size);
        let pieces: Vec<Rect> = world
            .query::<(&GlobalTransform, &Obstacle)>()
            .iter(world)
            .map(|(t, o)| Rect::from_center_size(t.translation().truncate(), o.0))
            .collect();
        for covered in pieces.iter().chain(&rings) {
            assert!(
                plate.intersect(*covered).is_empty(),
                "space {space}: the number at {plate:?} covers {covered:?}"
            );
        }
        shown += 1;
    }
    assert!(shown > 50, "the number showed for only {shown} spaces");
}

/// Points may go unused while two pieces move: once both are chosen with points over, the strip
/// says those points are lost before Confirm.
#[test]
fn points_left_over_after_two_pieces_are_said_to_be_lost() {
    // 6 points; the pawn on 5 walks 1, the pawn on 10 walks 1: 4 points over.
    let app = chosen_after("A5 A10 B40", 3, &[5, 6, 10, 11]);
    let table = Screen::of(app.world());
    assert_eq!(table.draft.chosen.len(), 2, "{:?}", table.draft.chosen);
    assert!(table.draft.composed().is_some());
    for (language, words, key) in [
        (
            mehen::i18n::Language::English,
            "4 points are left over",
            "Enter",
        ),
        (mehen::i18n::Language::French, "Il reste 4 points", "Entrée"),
    ] {
        let said = instruction(&table, language);
        assert!(said.starts_with(words) && said.contains(key), "{said}");
    }
}

/// The table after `clicks` on a position set up by `setup` with `flats` thrown.
fn chosen_after(setup: &str, flats: u8, clicks: &[u8]) -> App {
    let mut app = app_at(setup, flats);
    for &space in clicks {
        send(&mut app, Request::Click(Target::Space(space)));
    }
    app
}

/// What to do now, as the strip says it in `language`.
fn instruction(table: &Screen<'_>, language: mehen::i18n::Language) -> String {
    let lang = mehen::systems::shared::lang::Lang(mehen::i18n::Localizer::new(language));
    mehen::systems::mehen::banner::move_instruction(table, &lang, false)
}

#[test]
fn points_left_for_a_pawn_from_the_tail_name_the_pen() {
    // 6 points; the pawn on 5 walks 1: only a pawn entering from the tail can take the rest.
    let app = chosen_after("A5 B40", 3, &[5, 6]);
    let table = Screen::of(app.world());
    assert_eq!(table.draft.chosen.len(), 1, "{:?}", table.draft.chosen);
    let next = table.draft.next_moves();
    assert!(
        !next.is_empty() && next.iter().all(|m| m.from().is_none()),
        "{next:?}"
    );
    for (language, words) in [
        (
            mehen::i18n::Language::English,
            "5 points left, for a pawn entering from the tail",
        ),
        (
            mehen::i18n::Language::French,
            "Il reste 5 points, pour un pion qui entre par la queue",
        ),
    ] {
        let said = instruction(&table, language);
        assert!(said.starts_with(words), "{said}");
    }
}

#[test]
fn points_no_other_piece_can_use_are_said_to_be_lost() {
    // 6 points for A's last pawn, on 5: it walks 1, and nothing else of A's can take the rest.
    let app = chosen_after("A5 AE2 AD3 B40", 3, &[5, 6]);
    let table = Screen::of(app.world());
    assert_eq!(table.draft.chosen.len(), 1, "{:?}", table.draft.chosen);
    assert!(table.draft.composed().is_some());
    assert!(table.draft.next_moves().is_empty());
    for (language, words) in [
        (
            mehen::i18n::Language::English,
            "5 points are left, which no other piece can use",
        ),
        (
            mehen::i18n::Language::French,
            "Il reste 5 points, qu'aucune autre pièce ne peut prendre",
        ),
    ] {
        let said = instruction(&table, language);
        assert!(said.starts_with(words), "{said}");
    }
}

/// The throw says what it is worth and, where the strip has room, what each flat side is worth,
/// which is what the throw's points are.
#[test]
fn a_throw_says_what_each_flat_side_is_worth() {
    use mehen::i18n::{Language, Localizer};
    use mehen::systems::mehen::banner::thrown_words;
    use mehen::systems::shared::lang::Lang;
    let mut app = app(&NewGame::default_for(2, 5), 0.0);
    // Throw until a move is due (Mehen throws are thrown again).
    while phase(&app) != TurnPhase::Move {
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    let table = Screen::of(app.world());
    let thrown = table.throw_of_seat_to_move().expect("a throw in hand");
    let (flats, points) = (thrown.flats(), thrown.points());
    assert_eq!(points, 2 * flats, "2 points for each flat side");
    let said = |language, each| thrown_words(&table, &Lang(Localizer::new(language)), each);
    let sides = if flats == 1 { "side" } else { "sides" };
    let english = format!("Thrown: {flats} flat {sides} up, worth {points} points");
    assert_eq!(said(Language::English, false), Some(english.clone()));
    assert_eq!(
        said(Language::English, true),
        Some(format!("{english} (2 for each flat side)"))
    );
    let french = said(Language::French, true).expect("French words");
    assert!(
        french.ends_with(&format!("soit {points} points (2 par face plate)")),
        "{french}"
    );
}

/// With a piece picked, a click on a space it cannot end on says why (the way pawns go, the points
/// it would take, the engine's reason, the other piece's point) and leaves the piece picked.
#[test]
fn a_click_where_the_picked_piece_cannot_end_says_why() {
    /// Clicks `space` with the pawn on 5 picked: the reason, in English and French.
    fn refused(app: &mut App, space: u8) -> [String; 2] {
        send(app, Request::Click(Target::Space(space)));
        let table = Screen::of(app.world());
        assert!(table.draft.selected.is_some(), "the pawn on 5 stays picked");
        let notice = table.notice.clone().expect("a reason");
        let french = notice.get(mehen::i18n::Language::French).to_owned();
        [notice.english().to_owned(), french]
    }
    // 4 points; Ahmose's pawns on 5 and 30, Bastet's on 9 and 10 (a blockade).
    let mut app = chosen_after("A5 A30 B9 B10 B40", 2, &[5]);
    let [en, fr] = refused(&mut app, 3);
    assert_eq!(
        en,
        "The pawn on 5 cannot end on 3: pawns move only toward Mehen's head. A ring with a dot \
         marks each space it can reach."
    );
    assert!(
        fr.contains("ne peut pas s'arrêter en 3\u{a0}: les pions"),
        "{fr}"
    );
    let [en, _] = refused(&mut app, 20);
    assert!(
        en.contains("end on 20: that needs 15 points and 4 points left"),
        "{en}"
    );
    let [en, _] = refused(&mut app, 9);
    assert!(
        en.contains("end on 9: it would stop on Bastet's blockade on 9-10"),
        "{en}"
    );
    let [en, fr] = refused(&mut app, 40);
    assert!(
        en.contains("end on 40: a pawn never stops on another pawn: landing on Bastet's pawn"),
        "{en}"
    );
    assert!(
        fr.contains("s'il tombe sur le pion de Bastet, il glisse"),
        "{fr}"
    );
    // With 6 points the blockade is named whole, whichever of its spaces is clicked.
    let mut app = chosen_after("A5 A30 B9 B10 B40", 3, &[5]);
    let [en, _] = refused(&mut app, 10);
    assert!(
        en.contains("end on 10: it would stop on Bastet's blockade on 9-10"),
        "{en}"
    );
    // All 4 points to the first piece would leave none for the second.
    let mut app = chosen_after("A5 A30 B40", 2, &[5]);
    let [en, _] = refused(&mut app, 9);
    assert!(
        en.contains("end on 9: the other piece needs at least one"),
        "{en}"
    );
}

/// A Mehen throw's stir is told in the strip while it is shown and until its thrower throws again,
/// not after.
#[test]
fn the_stir_is_told_until_its_thrower_throws_again() {
    use mehen::rules::Throw;
    use mehen::systems::mehen::banner::stir_told;
    use mehen::systems::mehen::table::{Coach, Table};
    let mut app = app(&NewGame::default_for(2, 5), 0.0);
    // The sticks fall as a lesson scripts them: no flat side up (a Mehen throw), then two.
    app.world_mut().resource_mut::<Table>().coach = Some(Coach {
        throws: [Throw::new(0).unwrap(), Throw::new(2).unwrap()].into(),
        ..Default::default()
    });
    let thrower = Screen::of(app.world()).game().to_move();
    send(&mut app, Request::Throw);
    settle(&mut app);
    let table = Screen::of(app.world());
    assert_eq!(phase(&app), TurnPhase::Throw, "the thrower throws again");
    assert_eq!(table.game().to_move(), thrower);
    assert!(stir_told(&table, TurnPhase::Throw));
    send(&mut app, Request::Throw);
    settle(&mut app);
    assert_eq!(phase(&app), TurnPhase::Move);
    let table = Screen::of(app.world());
    assert!(!stir_told(&table, TurnPhase::Move));
    assert!(!stir_told(&table, TurnPhase::Throw));
}
