//! Horton's Mehen on its screen: whole games, options and teams, clicks, computer seats, saves,
//! the pieces' entities, space numbers, the replay viewer, hints and board edits in play.

use crate::support::*;

#[test]
fn whole_games_through_the_real_systems_mirror_the_engine() {
    for players in 2..=6u8 {
        let setup = NewGame::default_for(players, 100 + players as u64);
        let app = play_game(setup, 0.0, 5000);
        let table = Screen::of(app.world());
        assert!(table.is_over(), "{players} players: the game ends");
        // Every turn the engine saw was entered through requests and logged.
        assert!(table.log.iter().any(|l| !l.notation.is_empty()));
    }
}

#[test]
fn options_and_teams_play_through_the_systems() {
    let mut setup = NewGame::default_for(4, 7);
    setup.rules = Rules::new(
        Options::parse("gated push tickle unleashed").unwrap(),
        Some(Teams::parse("AC BD", 4).unwrap()),
    );
    let app = play_game(setup, 0.0, 5000);
    assert!(Screen::of(app.world()).is_over());
}

#[test]
fn animations_take_time_and_still_end_matching_the_engine() {
    let setup = NewGame::default_for(3, 11);
    let mut app = app(&setup, 1.0);
    send(&mut app, Request::Throw);
    assert_eq!(phase(&app), TurnPhase::Animate, "the sticks are in the air");
    settle(&mut app);
    assert_mirrors_engine(&mut app, "after the first animated throw");
    let mut app2 = play_game(setup, 1.0, 25);
    assert_mirrors_engine(&mut app2, "after 25 animated turns");
}

#[test]
fn clicks_select_options_undo_and_confirm() {
    let setup = NewGame::default_for(2, 5);
    let mut app = app(&setup, 0.0);
    // Throw until a move is due (Mehen throws are thrown again).
    while phase(&app) != TurnPhase::Move {
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    // First turn: only a pawn from the tail can move; clicking a board space selects nothing.
    let legal = Screen::of(app.world()).draft.legal.clone();
    assert!(
        legal.len() > 1,
        "the first turn always has entries: {legal:?}"
    );
    {
        send(&mut app, Request::Click(Target::Space(30)));
        assert!(Screen::of(app.world()).draft.selected.is_none());
        send(
            &mut app,
            Request::Click(Target::Tail(mehen::rules::mehen::Seat(0))),
        );
        let options = selected_options(&app);
        assert!(!options.is_empty());
        // Each option's highlighted destination is where the pawn would end.
        for (m, dest) in &options {
            if let mehen::rules::mehen::PieceMove::PawnWalk { points, .. } = m {
                assert_eq!(*dest, Some(*points), "{m}");
            }
        }
        send(&mut app, Request::Option(options.len() - 1));
        assert_eq!(Screen::of(app.world()).draft.chosen.len(), 1);
        // The chosen move is shown on the board before Confirm...
        let table = Screen::of(app.world());
        let shown = table.draft.shown_position(table.game());
        assert_eq!(shown.tail[0], 5, "the previewed pawn has left the tail");
        assert_shows(&mut app, &shown, "preview");
        send(&mut app, Request::Undo);
        assert!(Screen::of(app.world()).draft.chosen.is_empty());
        // ...and taken back by Undo.
        assert_mirrors_engine(&mut app, "after undo");
        send(
            &mut app,
            Request::Click(Target::Tail(mehen::rules::mehen::Seat(0))),
        );
        send(&mut app, Request::Option(0));
        send(&mut app, Request::Confirm);
        settle(&mut app);
        assert_eq!(Screen::of(app.world()).game().turns(), 1);
        assert_mirrors_engine(&mut app, "after the first turn");
    }
}

#[test]
fn computer_seats_play_a_whole_game_by_themselves() {
    use mehen::ai::Level;
    use mehen::systems::mehen::table::SeatKind;
    let mut setup = NewGame::default_for(3, 21);
    setup.seats[0].kind = SeatKind::Computer(Level::Normal);
    setup.seats[1].kind = SeatKind::Computer(Level::Novice);
    setup.seats[2].kind = SeatKind::Computer(Level::Normal);
    let mut app = app(&setup, 0.0);
    for _ in 0..200_000 {
        if phase(&app) == TurnPhase::Over {
            break;
        }
        app.update();
    }
    assert_eq!(
        phase(&app),
        TurnPhase::Over,
        "the computers finish the game"
    );
    assert_mirrors_engine(&mut app, "computer game");
    assert!(Screen::of(app.world()).game().turns() > 20);
}

/// Save (as Ctrl+S does), Continue from the autosave, and open a save from the Load screen: each puts
/// the same game back on the board, mirrored by the entities.
#[test]
fn saves_and_continue_go_through_the_real_systems() {
    use mehen::persist::Paths;
    use mehen::systems::files::saves::{FileRequest, Storage};
    let home = std::env::temp_dir().join(format!("mehen-app-saves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let paths = Paths::at(&home);
    let setup = NewGame::default_for(3, 31);
    let mut app = play_game(setup.clone(), 0.0, 12);
    app.insert_resource(Storage::new(paths.clone()).0);
    app.update();
    app.update();
    assert!(paths.autosave().exists(), "the autosave is written");
    app.world_mut().write_message(FileRequest::Save);
    app.update();
    let saves: Vec<_> = std::fs::read_dir(paths.saves())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| !p.ends_with("autosave.save.ron"))
        .collect();
    assert_eq!(saves.len(), 1, "one save besides the autosave");
    let record_then = Screen::of(app.world()).record().to_string();
    let position_then = Screen::of(app.world()).game().position().clone();
    // Play on, then load: the game is back where it was saved.
    play_more(&mut app, 6);
    app.world_mut()
        .write_message(FileRequest::Open(saves[0].clone()));
    app.update();
    app.update();
    settle(&mut app);
    assert_eq!(Screen::of(app.world()).record().to_string(), record_then);
    assert_eq!(Screen::of(app.world()).game().position(), &position_then);
    assert_mirrors_engine(&mut app, "after loading");
    // Continue loads the autosave, which followed the game to its last completed turn.
    play_more(&mut app, 3);
    let turns = Screen::of(app.world()).game().turns();
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Menu);
    app.update();
    app.world_mut().write_message(FileRequest::Continue);
    app.update();
    app.update();
    settle(&mut app);
    assert_eq!(Screen::of(app.world()).game().turns(), turns);
    assert_mirrors_engine(&mut app, "after continue");
    // A new game keeps the unfinished one's autosave as an ordinary save.
    let other = NewGame::default_for(2, 32);
    Sitting::new(&other).unwrap().put(app.world_mut());
    app.update();
    let kept: Vec<_> = std::fs::read_dir(paths.saves())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("unfinished"))
        .collect();
    // Two: loading the earlier save kept the autosave that was ahead of it, and the new game kept
    // the one it replaced.
    assert_eq!(kept.len(), 2, "the unfinished games were kept");
    assert!(kept.iter().any(|k| {
        mehen::persist::save::load_save(&k.path())
            .unwrap()
            .game
            .turns()
            == turns
    }));
    let now = mehen::persist::save::load_save(&paths.autosave()).unwrap();
    assert_eq!(now.save.seed, 32, "the autosave follows the new game");
    std::fs::remove_dir_all(&home).unwrap();
}

/// A pawn keeps its entity wherever it goes, even when the board jumps to another turn (the replay
/// viewer's jumps re-match every piece): no pawn is despawned and spawned again.
#[test]
fn pieces_keep_their_entities_through_moves_and_jumps() {
    use mehen::systems::files::saves::{FileRequest, Storage};
    use mehen::systems::mehen::replay::ReplayStep;
    let home = std::env::temp_dir().join(format!("mehen-app-identity-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let pawns = |app: &mut App| -> Vec<Entity> {
        let mut v: Vec<Entity> = app
            .world_mut()
            .query::<(Entity, &PieceKind)>()
            .iter(app.world())
            .filter(|(_, k)| matches!(k, PieceKind::Pawn(_)))
            .map(|(e, _)| e)
            .collect();
        v.sort();
        v
    };
    let setup = NewGame::default_for(2, 41);
    let mut app = play_game(setup, 0.0, 30);
    app.insert_resource(Storage::new(mehen::persist::Paths::at(&home)).0);
    let text = Screen::of(app.world()).record().to_string();
    let file = home.join("game.mehen");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(&file, &text).unwrap();
    app.world_mut().write_message(FileRequest::Open(file));
    app.update();
    app.update();
    settle(&mut app);
    let at_start = pawns(&mut app);
    assert!(!at_start.is_empty());
    for step in [
        ReplayStep::Forward,
        ReplayStep::Forward,
        ReplayStep::To(25),
        ReplayStep::Back,
        ReplayStep::To(0),
        ReplayStep::To(30),
    ] {
        replay_step(&mut app, step);
        assert_mirrors_engine(&mut app, &format!("after {step:?}"));
        assert_eq!(pawns(&mut app), at_start, "after {step:?}");
    }
    let _ = std::fs::remove_dir_all(&home);
}

/// Space numbers follow the setting, and the space under the pointer always shows its number.
#[test]
fn space_numbers_follow_the_setting_and_the_pointer() {
    use mehen::persist::settings::Settings;
    use mehen::systems::mehen::board::{HoveredSpace, SpaceNumber};
    let mut app = app(&NewGame::default_for(2, 3), 0.0);
    let shown = |app: &mut App| -> Vec<u8> {
        let mut v: Vec<u8> = app
            .world_mut()
            .query::<(&SpaceNumber, &Visibility)>()
            .iter(app.world())
            .filter(|(_, v)| **v != Visibility::Hidden)
            .map(|(n, _)| n.0)
            .collect();
        v.sort();
        v
    };
    app.update();
    assert_eq!(shown(&mut app).len(), 60, "every body space is numbered");
    app.world_mut().resource_mut::<Settings>().space_numbers = false;
    app.update();
    assert!(shown(&mut app).is_empty());
    app.world_mut().resource_mut::<HoveredSpace>().0 = Some(17);
    app.update();
    assert_eq!(shown(&mut app), [17]);
    app.world_mut().resource_mut::<HoveredSpace>().0 = None;
    app.update();
    assert!(shown(&mut app).is_empty());
}

/// A person's own move travels the board as a computer's does: chosen, the pawn walks in by the
/// tail and along the body to its space (not a jump cut).
#[test]
fn a_persons_chosen_move_travels_its_path() {
    use mehen::rules::mehen::{PieceMove, Seat};
    use mehen::systems::shared::motion::{Tween, Via};
    let mut app = app(&NewGame::default_for(2, 3), 1.0);
    send(&mut app, Request::Throw);
    settle(&mut app);
    send(&mut app, Request::Click(Target::Tail(Seat(0))));
    let options = selected_options(&app);
    let (i, dest) = options
        .iter()
        .enumerate()
        .find_map(|(i, (m, d))| match m {
            PieceMove::PawnWalk { points, .. } if *points >= 2 => Some((i, d.unwrap())),
            _ => None,
        })
        .expect("a throw of two or more offers a walk in");
    app.world_mut().write_message(Request::Option(i));
    app.update();
    app.update();
    let layout = app.world().resource::<BoardLayout>().clone();
    // Frame by frame, where the pawn heads: in by the tail, then space by space to its space.
    let mut legs: Vec<(Vec2, Vec<Vec2>)> = Vec::new();
    for _ in 0..400 {
        for (t, via, k) in app
            .world_mut()
            .query::<(&Tween, Option<&Via>, &PieceKind)>()
            .iter(app.world())
        {
            let leg = (
                t.to.truncate(),
                via.map(|v| v.0.clone()).unwrap_or_default(),
            );
            if *k == PieceKind::Pawn(Seat(0)) && !legs.contains(&leg) {
                legs.push(leg);
            }
        }
        app.update();
    }
    let near = |a: Vec2, b: Vec2| a.distance(b) < 1.0;
    let (_, first_via) = legs.first().expect("the chosen pawn travels");
    assert!(
        first_via.first().is_some_and(|p| near(*p, layout.tail)),
        "in by the tail: {legs:?}"
    );
    assert!(
        legs.iter()
            .any(|(to, _)| near(*to, layout.spaces[usize::from(dest)])),
        "it travels on to space {dest}: {legs:?}"
    );
    // Left alone, it arrives and the board shows the composed move.
    settle(&mut app);
    let table = Screen::of(app.world());
    let shown = table.draft.shown_position(table.game());
    assert_shows(&mut app, &shown, "the chosen move");
}

/// Every number's plate on the board (the hovered space's badge among them): its words and its
/// rectangle in the world (numbers stand at the top level: their transform is where they are).
fn plates_of_numbers(app: &mut App) -> Vec<(String, Rect)> {
    let mut numbers = app.world_mut().query::<(&Text2d, &Transform, &Children)>();
    let found: Vec<(String, Vec2, Vec<Entity>)> = numbers
        .iter(app.world())
        .map(|(t, tf, c)| (t.0.clone(), tf.translation.truncate(), c.to_vec()))
        .collect();
    found
        .into_iter()
        .filter_map(|(words, at, children)| {
            let size = children.iter().find_map(|c| {
                app.world()
                    .get::<Sprite>(*c)
                    .and_then(|s| s.custom_size)
                    .filter(|s| s.x > s.y)
            })?;
            (!words.is_empty()).then(|| (words, Rect::from_center_size(at, size)))
        })
        .collect()
}

/// The space under the pointer shows its number large, beside it where it covers no other number,
/// and nothing once the pointer leaves the board.
#[test]
fn the_space_under_the_pointer_shows_its_number_large() {
    use mehen::systems::mehen::board::{HoveredSpace, NUMBER_FONT};
    use mehen::systems::shared::space_labels::HoverBadge;
    let mut app = app(&NewGame::default_for(2, 3), 0.0);
    let badge = |app: &mut App| {
        let (text, font, tf, v) = app
            .world_mut()
            .query_filtered::<(&Text2d, &TextFont, &Transform, &Visibility), With<HoverBadge>>()
            .single(app.world())
            .unwrap();
        (
            text.0.clone(),
            font.font_size,
            tf.translation.truncate(),
            *v,
        )
    };
    app.update();
    assert_eq!(badge(&mut app).3, Visibility::Hidden);
    app.world_mut().resource_mut::<HoveredSpace>().0 = Some(17);
    app.update();
    let (text, size, at, shown) = badge(&mut app);
    let space = app.world().resource::<BoardLayout>().spaces[17];
    assert_eq!((text.as_str(), shown), ("17", Visibility::Inherited));
    let bevy::text::FontSize::Px(px) = size else {
        panic!("{size:?}")
    };
    assert!(
        px > NUMBER_FONT,
        "the badge's {px} is larger than the board's numbers"
    );
    assert!(at.distance(space) < 100.0, "{at} near {space}");
    // Beside its space, it covers no other space's number: on the outer coil (17) and on an inner
    // one, where just above the space stands the next coil's number (39, under 51).
    for hovered in [17u8, 39] {
        app.world_mut().resource_mut::<HoveredSpace>().0 = Some(hovered);
        app.update();
        let at = badge(&mut app).2;
        let own = hovered.to_string();
        let plates = plates_of_numbers(&mut app);
        let badge_plate = plates
            .iter()
            .find(|(words, r)| *words == own && r.center().distance(at) < 0.5)
            .map(|(_, r)| *r)
            .expect("the badge's plate");
        for (words, plate) in plates.iter().filter(|(words, _)| *words != own) {
            assert!(
                badge_plate.intersect(*plate).is_empty(),
                "the badge of {own} {badge_plate:?} covers {words} at {plate:?}"
            );
        }
    }
    // Under the pause menu the board answers nothing: no badge.
    app.world_mut()
        .resource_mut::<mehen::systems::shared::state::Paused>()
        .0 = true;
    app.update();
    assert_eq!(badge(&mut app).3, Visibility::Hidden);
    app.world_mut()
        .resource_mut::<mehen::systems::shared::state::Paused>()
        .0 = false;
    app.world_mut().resource_mut::<HoveredSpace>().0 = None;
    app.update();
    assert_eq!(badge(&mut app).3, Visibility::Hidden);
}

/// Each move's log line names the spaces it concerns (ringed on the board while the pointer is over
/// the line): where each piece stood and where it went.
#[test]
fn log_lines_name_the_spaces_of_their_move() {
    let mut app = app(&NewGame::default_for(2, 5), 0.0);
    play_more(&mut app, 16);
    let table = Screen::of(app.world());
    let head = table.game().board().head;
    let mut checked = 0;
    for turn in &table.record().turns {
        let Some(action) = turn.action.filter(|a| !a.is_pass()) else {
            continue;
        };
        let line = table
            .log
            .iter()
            .find(|l| l.turn == Some(turn.number))
            .expect("a line for each turn played");
        for m in action.moves() {
            if let Some(from) = m.from() {
                assert!(line.spaces.contains(&from), "{action}: {:?}", line.spaces);
            }
        }
        assert!(!line.spaces.is_empty(), "{action}");
        assert!(line.spaces.iter().all(|&s| s >= 1 && s <= head));
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} moves checked");
    // A throw names no space.
    assert!(
        table
            .log
            .iter()
            .filter(|l| l.turn.is_none() && l.notation.is_empty())
            .any(|l| l.spaces.is_empty())
    );
}

/// The pieces that lift under the pointer are exactly the seat to move's pieces with a move.
#[test]
fn only_the_movers_pieces_with_a_move_lift() {
    use mehen::systems::mehen::pieces::can_move;
    let mut app = app(&NewGame::default_for(2, 3), 0.0);
    send(&mut app, Request::Throw);
    settle(&mut app);
    let table = Screen::of(app.world());
    let mover = table.game().to_move().unwrap();
    let froms: Vec<Option<u8>> = table.draft.next_moves().iter().map(|m| m.from()).collect();
    assert!(!froms.is_empty(), "a throw gives a move");
    let pieces: Vec<(PieceKind, Slot)> = app
        .world_mut()
        .query::<(&PieceKind, &Slot)>()
        .iter(app.world())
        .map(|(k, s)| (*k, *s))
        .collect();
    let table = Screen::of(app.world());
    let mut lifting = 0;
    for (kind, slot) in pieces {
        let lifts = can_move(&table, kind, slot);
        if let PieceKind::Pawn(seat) = kind
            && seat != mover
        {
            assert!(!lifts, "{kind:?} on {slot:?} is not the mover's");
        }
        lifting += usize::from(lifts);
    }
    assert!(lifting >= 1, "some piece of the mover lifts");
}

/// The replay viewer steps forward (animated), back and to any turn, always showing the record's
/// position; play and clicks do nothing while it is open.
#[test]
fn the_replay_viewer_steps_through_a_record() {
    use mehen::systems::files::saves::{FileRequest, Storage};
    use mehen::systems::mehen::replay::{Replay, ReplayStep};
    let home = std::env::temp_dir().join(format!("mehen-app-replay-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let setup = NewGame::default_for(2, 41);
    let mut app = play_game(setup, 0.0, 30);
    app.insert_resource(Storage::new(mehen::persist::Paths::at(&home)).0);
    let record = Screen::of(app.world()).record().clone();
    let text = record.to_string();
    let file = home.join("game.mehen");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(&file, &text).unwrap();
    app.world_mut().write_message(FileRequest::Open(file));
    app.update();
    app.update();
    settle(&mut app);
    assert!(app.world().get_resource::<Replay>().is_some());
    assert_eq!(Screen::of(app.world()).game().turns(), 0);
    // Nobody enters a pawn while watching: the board does not invite a click.
    let labels: Vec<String> = app
        .world_mut()
        .query::<&Text2d>()
        .iter(app.world())
        .map(|t| t.0.clone())
        .collect();
    assert!(
        labels.iter().any(|l| l == "Waiting at the tail"),
        "{labels:?}"
    );
    assert!(!labels.iter().any(|l| l.contains("click")), "{labels:?}");
    // Clicks and throws are ignored while watching.
    send(&mut app, Request::Throw);
    assert_eq!(Screen::of(app.world()).game().turns(), 0);
    let expected_at = |k: usize| {
        let mut r = record.clone();
        r.turns.truncate(k);
        r.ended_by_time = false;
        r.replay(None).unwrap().position().clone()
    };
    for k in 1..=5 {
        replay_step(&mut app, ReplayStep::Forward);
        assert_eq!(app.world().resource::<Replay>().at, k);
        assert_mirrors_engine(&mut app, &format!("replay forward to {k}"));
        assert_eq!(Screen::of(app.world()).game().position(), &expected_at(k));
    }
    replay_step(&mut app, ReplayStep::Back);
    assert_eq!(Screen::of(app.world()).game().position(), &expected_at(4));
    assert_mirrors_engine(&mut app, "replay back");
    replay_step(&mut app, ReplayStep::To(20));
    assert_eq!(Screen::of(app.world()).game().position(), &expected_at(20));
    assert_mirrors_engine(&mut app, "replay jump");
    // Play on: the viewer closes and the game continues from turn 20.
    app.world_mut().write_message(ReplayStep::PlayOn);
    app.update();
    app.update();
    assert!(app.world().get_resource::<Replay>().is_none());
    play_more(&mut app, 2);
    assert!(Screen::of(app.world()).game().turns() >= 21);
    let _ = std::fs::remove_dir_all(&home);
}

/// The hint is the Expert's own choice for the position, legal, and worked out without blocking.
#[test]
fn the_hint_shows_the_experts_choice() {
    use mehen::ai::{Bot, Level};
    let setup = NewGame::default_for(2, 51);
    let mut app = play_game(setup, 0.0, 8);
    while phase(&app) != TurnPhase::Move {
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    assert!(Screen::of(app.world()).draft.hint.is_none());
    send(&mut app, Request::Hint);
    for _ in 0..500 {
        if Screen::of(app.world()).draft.hint.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
    let table = Screen::of(app.world());
    let hint = table.draft.hint.expect("a hint arrives");
    assert!(table.draft.legal.contains(&hint));
    let expert = Bot::new(Level::Expert, table.seed).choose(table.game());
    assert_eq!(hint, expert);
    // Playing a move clears it.
    enter(&mut app, hint);
    assert!(Screen::of(app.world()).draft.hint.is_none());
}

/// A user board edited during a game: the game is replayed on the new version and the screen rebuilt;
/// a broken edit is reported and the last good version stays.
#[test]
fn editing_the_board_in_play_reloads_it_and_a_broken_edit_keeps_it() {
    use mehen::systems::files::saves::Notices;
    use mehen::systems::files::shelf::BoardShelf;
    let dir = std::env::temp_dir().join(format!("mehen-app-boards-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.board.ron");
    let classic = mehen::rules::mehen::board::BUILTIN_BOARDS[0].1;
    let write = |text: &str, seconds: u64| {
        std::fs::write(&file, text).unwrap();
        let when = std::time::SystemTime::now() + Duration::from_secs(seconds);
        std::fs::File::options()
            .write(true)
            .open(&file)
            .unwrap()
            .set_modified(when)
            .unwrap();
    };
    write(&classic.replace("Classic snake", "Mine"), 0);
    let shelf = BoardShelf::new(dir.clone());
    let entry = shelf.entries.last().unwrap().clone();
    let mut setup = NewGame::default_for(2, 61);
    setup.board = entry.board.clone().unwrap();
    setup.board_tag = entry.name.clone();
    setup.board_ron = entry.text.clone();
    let mut app = play_game(setup, 0.0, 6);
    app.insert_resource(shelf);
    app.update();
    let turns = Screen::of(app.world()).checkpoint.turns;
    assert_eq!(Screen::of(app.world()).game().board().title, "Mine");
    // A change that keeps the path: the game goes on, on the new version.
    write(&classic.replace("Classic snake", "Mine, edited"), 5);
    assert!(app.world_mut().resource_mut::<BoardShelf>().rescan());
    for _ in 0..4 {
        app.update();
    }
    settle(&mut app);
    let table = Screen::of(app.world());
    assert_eq!(table.game().board().title, "Mine, edited");
    assert_eq!(table.record().turns.len(), turns);
    assert_mirrors_engine(&mut app, "after the reload");
    // A broken edit: reported, and the game keeps the last good board.
    write("Board(name: ", 10);
    assert!(app.world_mut().resource_mut::<BoardShelf>().rescan());
    app.update();
    app.update();
    let notices = &app.world().resource::<Notices>().0;
    assert!(
        notices
            .iter()
            .any(|n| n.error && n.text.english().contains("mine.board.ron")),
        "{notices:?}"
    );
    assert_eq!(Screen::of(app.world()).game().board().title, "Mine, edited");
    std::fs::remove_dir_all(&dir).unwrap();
}
