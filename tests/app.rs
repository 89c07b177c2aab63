//! The Bevy game without a window (MinimalPlugins + StatesPlugin): whole games played through the real
//! systems by sending the requests a click or key sends (click a piece, pick an option, confirm), with
//! the piece entities checked against the engine's position after every turn.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use mehen::i18n::{Language, Localizer};
use mehen::rules::{Action, Options, Phase, Rules, Teams};
use mehen::systems::mehen::layout::{BoardLayout, Slot};
use mehen::systems::mehen::pieces::{AnimQueue, PieceKind, slots_of};
use mehen::systems::mehen::table::{NewGame, Table};
use mehen::systems::mehen::turn::{Request, Target};
use mehen::systems::shared::race_screen::RaceScreen;
use mehen::systems::shared::state::{AppState, TurnPhase};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;
use std::collections::HashMap;
use std::time::Duration;

/// The game's plugins without a window, time advancing `step_ms` per frame.
fn bare_app(step_ms: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            step_ms,
        )))
        .add_plugins(mehen::systems::game_plugin)
        // Captions are checked in English, whatever the machine's language.
        .insert_resource(mehen::systems::shared::lang::LangOverride(Some(
            mehen::i18n::Language::English,
        )));
    app.update();
    app
}

fn app(setup: &NewGame, speed: f32) -> App {
    let mut app = bare_app(50);
    app.insert_resource(Table::new(setup).unwrap());
    app.insert_resource(BoardLayout::new(&setup.board));
    app.world_mut().resource_mut::<AnimQueue>().speed = speed;
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Game);
    app.update();
    app.update();
    app
}

fn phase(app: &App) -> TurnPhase {
    *app.world().resource::<State<TurnPhase>>().get()
}

/// Sends a request and runs two frames: one handles it, the next applies the phase it asked for.
fn send(app: &mut App, r: Request) {
    app.world_mut().write_message(r);
    app.update();
    app.update();
}

/// Runs frames until the animation is over and someone must act.
fn settle(app: &mut App) {
    for _ in 0..2000 {
        if phase(app) != TurnPhase::Animate {
            return;
        }
        app.update();
    }
    panic!("the animation never ended");
}

fn assert_mirrors_engine(app: &mut App, context: &str) {
    let pos = app.world().resource::<Table>().game().position().clone();
    assert_shows(app, &pos, context);
}

fn assert_shows(app: &mut App, pos: &mehen::rules::Position, context: &str) {
    let mut want: HashMap<(PieceKind, Slot), i32> = HashMap::new();
    for k in slots_of(pos) {
        *want.entry(k).or_default() += 1;
    }
    let mut q = app.world_mut().query::<(&PieceKind, &Slot)>();
    let mut have: HashMap<(PieceKind, Slot), i32> = HashMap::new();
    for (k, s) in q.iter(app.world()) {
        *have.entry((*k, *s)).or_default() += 1;
    }
    assert_eq!(have, want, "{context}: entities differ from the engine");
}

/// Enters `action` as a player would: click each piece, pick its option, confirm.
fn enter(app: &mut App, action: Action) {
    if action.is_pass() {
        send(app, Request::Forfeit);
        return;
    }
    for m in action.moves() {
        let seat = app.world().resource::<Table>().game().to_move().unwrap();
        let target = match m.from() {
            Some(s) => Target::Space(s),
            None => Target::Tail(seat),
        };
        send(app, Request::Click(target));
        let table = app.world().resource::<Table>();
        let sel = table
            .draft
            .selected
            .as_ref()
            .unwrap_or_else(|| panic!("clicking {target:?} selects nothing for {action}"));
        let i = sel
            .options
            .iter()
            .position(|o| o.0 == m)
            .unwrap_or_else(|| panic!("{m} is not offered: {:?}", sel.options));
        send(app, Request::Option(i));
    }
    assert_eq!(app.world().resource::<Table>().composed(), Some(action));
    send(app, Request::Confirm);
}

fn play_game(setup: NewGame, speed: f32, max_turns: u32) -> App {
    let mut app = app(&setup, speed);
    let mut rng = Pcg32::seed_from_u64(setup.seed);
    assert_mirrors_engine(&mut app, "start");
    let mut turns = 0;
    while phase(&app) != TurnPhase::Over && turns < max_turns {
        match phase(&app) {
            TurnPhase::Throw => send(&mut app, Request::Throw),
            TurnPhase::Choose => {
                let action = app
                    .world()
                    .resource::<Table>()
                    .game()
                    .sample_action(&mut |n| rng.random_range(0..n));
                enter(&mut app, action);
                turns += 1;
            }
            _ => {}
        }
        settle(&mut app);
        if phase(&app) != TurnPhase::Choose {
            let over = app.world().resource::<Table>().is_over();
            if over
                || matches!(
                    app.world().resource::<Table>().game().phase(),
                    Phase::Throw { after_mehen: false }
                )
            {
                assert_mirrors_engine(&mut app, &format!("turn {turns}"));
            }
        }
    }
    app
}

#[test]
fn whole_games_through_the_real_systems_mirror_the_engine() {
    for players in 2..=6u8 {
        let setup = NewGame::default_for(players, 100 + players as u64);
        let app = play_game(setup, 0.0, 5000);
        let table = app.world().resource::<Table>();
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
    assert!(app.world().resource::<Table>().is_over());
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
    while phase(&app) != TurnPhase::Choose {
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    // First turn: only a pawn from the tail can move; clicking a board space selects nothing.
    let legal = app.world().resource::<Table>().draft.legal.clone();
    assert!(
        legal.len() > 1,
        "the first turn always has entries: {legal:?}"
    );
    {
        send(&mut app, Request::Click(Target::Space(30)));
        assert!(app.world().resource::<Table>().draft.selected.is_none());
        send(
            &mut app,
            Request::Click(Target::Tail(mehen::rules::Seat(0))),
        );
        let options = app
            .world()
            .resource::<Table>()
            .draft
            .selected
            .clone()
            .unwrap()
            .options;
        assert!(!options.is_empty());
        // Each option's highlighted destination is where the pawn would end.
        for (m, dest) in &options {
            if let mehen::rules::PieceMove::PawnWalk { points, .. } = m {
                assert_eq!(*dest, Some(*points), "{m}");
            }
        }
        send(&mut app, Request::Option(options.len() - 1));
        assert_eq!(app.world().resource::<Table>().draft.chosen.len(), 1);
        // The chosen move is shown on the board before Confirm...
        let shown = app.world().resource::<Table>().shown_position();
        assert_eq!(shown.tail[0], 5, "the previewed pawn has left the tail");
        assert_shows(&mut app, &shown, "preview");
        send(&mut app, Request::Undo);
        assert!(app.world().resource::<Table>().draft.chosen.is_empty());
        // ...and taken back by Undo.
        assert_mirrors_engine(&mut app, "after undo");
        send(
            &mut app,
            Request::Click(Target::Tail(mehen::rules::Seat(0))),
        );
        send(&mut app, Request::Option(0));
        send(&mut app, Request::Confirm);
        settle(&mut app);
        assert_eq!(app.world().resource::<Table>().game().turns(), 1);
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
    assert!(app.world().resource::<Table>().game().turns() > 20);
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
    let record_then = app.world().resource::<Table>().rg.record.to_string();
    let position_then = app.world().resource::<Table>().game().position().clone();
    // Play on, then load: the game is back where it was saved.
    play_more(&mut app, 6);
    app.world_mut()
        .write_message(FileRequest::Open(saves[0].clone()));
    app.update();
    app.update();
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Table>().rg.record.to_string(),
        record_then
    );
    assert_eq!(
        app.world().resource::<Table>().game().position(),
        &position_then
    );
    assert_mirrors_engine(&mut app, "after loading");
    // Continue loads the autosave, which followed the game to its last completed turn.
    play_more(&mut app, 3);
    let turns = app.world().resource::<Table>().game().turns();
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Menu);
    app.update();
    app.world_mut().write_message(FileRequest::Continue);
    app.update();
    app.update();
    settle(&mut app);
    assert_eq!(app.world().resource::<Table>().game().turns(), turns);
    assert_mirrors_engine(&mut app, "after continue");
    // A new game keeps the unfinished one's autosave as an ordinary save.
    let other = NewGame::default_for(2, 32);
    app.insert_resource(Table::new(&other).unwrap());
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

fn play_more(app: &mut App, turns: u32) {
    let mut rng = Pcg32::seed_from_u64(77);
    let goal = app.world().resource::<Table>().game().turns() + turns;
    while phase(app) != TurnPhase::Over && app.world().resource::<Table>().game().turns() < goal {
        match phase(app) {
            TurnPhase::Throw => send(app, Request::Throw),
            TurnPhase::Choose => {
                let action = app
                    .world()
                    .resource::<Table>()
                    .game()
                    .sample_action(&mut |n| rng.random_range(0..n));
                enter(app, action);
            }
            _ => {}
        }
        settle(app);
    }
}

fn replay_step(app: &mut App, step: mehen::systems::mehen::replay::ReplayStep) {
    app.world_mut().write_message(step);
    app.update();
    app.update();
    settle(app);
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
    let text = app.world().resource::<Table>().rg.record.to_string();
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

/// The pieces that lift under the pointer are exactly the seat to move's pieces with a move.
#[test]
fn only_the_movers_pieces_with_a_move_lift() {
    use mehen::systems::mehen::pieces::can_move;
    let mut app = app(&NewGame::default_for(2, 3), 0.0);
    send(&mut app, Request::Throw);
    settle(&mut app);
    let table = app.world().resource::<Table>();
    let mover = table.game().to_move().unwrap();
    let froms: Vec<Option<u8>> = table.next_moves().iter().map(|m| m.from()).collect();
    assert!(!froms.is_empty(), "a throw gives a move");
    let pieces: Vec<(PieceKind, Slot)> = app
        .world_mut()
        .query::<(&PieceKind, &Slot)>()
        .iter(app.world())
        .map(|(k, s)| (*k, *s))
        .collect();
    let table = app.world().resource::<Table>();
    let mut lifting = 0;
    for (kind, slot) in pieces {
        let lifts = can_move(table, kind, slot);
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
    let record = app.world().resource::<Table>().rg.record.clone();
    let text = record.to_string();
    let file = home.join("game.mehen");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(&file, &text).unwrap();
    app.world_mut().write_message(FileRequest::Open(file));
    app.update();
    app.update();
    settle(&mut app);
    assert!(app.world().get_resource::<Replay>().is_some());
    assert_eq!(app.world().resource::<Table>().game().turns(), 0);
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
    assert_eq!(app.world().resource::<Table>().game().turns(), 0);
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
        assert_eq!(
            app.world().resource::<Table>().game().position(),
            &expected_at(k)
        );
    }
    replay_step(&mut app, ReplayStep::Back);
    assert_eq!(
        app.world().resource::<Table>().game().position(),
        &expected_at(4)
    );
    assert_mirrors_engine(&mut app, "replay back");
    replay_step(&mut app, ReplayStep::To(20));
    assert_eq!(
        app.world().resource::<Table>().game().position(),
        &expected_at(20)
    );
    assert_mirrors_engine(&mut app, "replay jump");
    // Play on: the viewer closes and the game continues from turn 20.
    app.world_mut().write_message(ReplayStep::PlayOn);
    app.update();
    app.update();
    assert!(app.world().get_resource::<Replay>().is_none());
    play_more(&mut app, 2);
    assert!(app.world().resource::<Table>().game().turns() >= 21);
    let _ = std::fs::remove_dir_all(&home);
}

/// The hint is the Expert's own choice for the position, legal, and worked out without blocking.
#[test]
fn the_hint_shows_the_experts_choice() {
    use mehen::ai::{Bot, Level};
    let setup = NewGame::default_for(2, 51);
    let mut app = play_game(setup, 0.0, 8);
    while phase(&app) != TurnPhase::Choose {
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    assert!(app.world().resource::<Table>().draft.hint.is_none());
    send(&mut app, Request::Hint);
    for _ in 0..500 {
        if app.world().resource::<Table>().draft.hint.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
    let table = app.world().resource::<Table>();
    let hint = table.draft.hint.expect("a hint arrives");
    assert!(table.draft.legal.contains(&hint));
    let expert = Bot::new(Level::Expert, table.seed).choose(table.game());
    assert_eq!(hint, expert);
    // Playing a move clears it.
    enter(&mut app, hint);
    assert!(app.world().resource::<Table>().draft.hint.is_none());
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
    let turns = app.world().resource::<Table>().checkpoint.turns;
    assert_eq!(app.world().resource::<Table>().game().board().title, "Mine");
    // A change that keeps the path: the game goes on, on the new version.
    write(&classic.replace("Classic snake", "Mine, edited"), 5);
    assert!(app.world_mut().resource_mut::<BoardShelf>().rescan());
    for _ in 0..4 {
        app.update();
    }
    settle(&mut app);
    let table = app.world().resource::<Table>();
    assert_eq!(table.game().board().title, "Mine, edited");
    assert_eq!(table.rg.record.turns.len(), turns);
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
    assert_eq!(
        app.world().resource::<Table>().game().board().title,
        "Mine, edited"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Senet on its screen: a person's throw and click move a pawn; computer seats play a whole game by
/// themselves; the pawn entities follow the engine, and the record kept replays to the same end.
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
    assert!(matches!(m.game.phase(), SenetPhase::Move { .. }));
    let target = m.legal[0];
    let from = match target {
        mehen::rules::senet::SenetAction::Forward(s)
        | mehen::rules::senet::SenetAction::Back(s) => s,
        other => panic!("{other:?}"),
    };
    app.world_mut().write_message(SenetRequest::Square(from));
    app.update();
    assert_eq!(app.world().resource::<SenetMatch>().game.turns(), 1);
    // Now both seats are computers.
    for s in &mut app.world_mut().resource_mut::<SenetMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..200_000 {
        if app.world().resource::<SenetMatch>().game.is_over() {
            break;
        }
        app.update();
    }
    let m = app.world().resource::<SenetMatch>();
    assert!(m.game.is_over(), "the computers finish the game");
    let on_board = m.game.pawns(mehen::rules::senet::Side::White).count()
        + m.game.pawns(mehen::rules::senet::Side::Black).count();
    let text = m.record.to_string();
    let end = m.game.clone();
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
    let home = std::env::temp_dir().join(format!("mehen-app-senet-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let file = home.join("senet.mehen");
    let mut half = SenetRecord::parse(&text).unwrap();
    half.turns.truncate(20);
    std::fs::write(&file, half.to_string()).unwrap();
    app.insert_resource(
        mehen::systems::files::saves::Storage::new(mehen::persist::Paths::at(&home)).0,
    );
    app.world_mut()
        .write_message(mehen::systems::files::saves::FileRequest::Open(file));
    app.update();
    app.update();
    let m = app.world().resource::<SenetMatch>();
    assert_eq!(m.game.turns(), 20);
    assert!(!m.game.is_over());
    // Each turn from here is autosaved as a record that replays.
    for s in &mut app.world_mut().resource_mut::<SenetMatch>().seats {
        s.kind = SeatKind::Computer(Level::Novice);
    }
    for _ in 0..2000 {
        app.update();
        if app.world().resource::<SenetMatch>().game.turns() > 24 {
            break;
        }
    }
    app.update();
    assert!(app.world().resource::<SenetMatch>().game.turns() > 24);
    let saved =
        std::fs::read_to_string(home.join("data/records/autosave-senet-kendall.mehen")).unwrap();
    let saved = SenetRecord::parse(&saved).unwrap();
    assert!(saved.turns.len() > 24);
    assert_eq!(
        saved.turns.len(),
        app.world().resource::<SenetMatch>().record.turns.len()
    );
    saved.replay().unwrap();
    let _ = std::fs::remove_dir_all(&home);
}

/// A race screen's turn phase follows its engine (throw, move, over); Space throws, and a second Space
/// while the move is due throws nothing.
#[test]
fn race_phases_follow_the_engine() {
    use bevy::input::ButtonInput;
    use mehen::ai::Level;
    use mehen::systems::senet::screen::SenetMatch;
    use mehen::systems::shared::seats::SeatKind;
    use mehen::systems::shared::state::RacePhase;
    let race_phase = |app: &App| *app.world().resource::<State<RacePhase>>().get();
    let mut app = bare_app(100);
    app.init_resource::<ButtonInput<KeyCode>>();
    let seats = NewGame::default_for(2, 1).seats;
    app.insert_resource(SenetMatch::new("senet-kendall", "", seats, 9).unwrap());
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Senet);
    app.update();
    app.update();
    assert_eq!(race_phase(&app), RacePhase::Throw);
    let press_space = |app: &mut App| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(KeyCode::Space);
        keys.clear();
        keys.press(KeyCode::Space);
    };
    press_space(&mut app);
    app.update();
    let turns = app.world().resource::<SenetMatch>().game.turns();
    assert!(
        app.world().resource::<SenetMatch>().last.is_some(),
        "Space threw"
    );
    app.update();
    assert_eq!(race_phase(&app), RacePhase::Move);
    // A second Space while the move is due throws nothing.
    let throws = app.world().resource::<SenetMatch>().throws;
    press_space(&mut app);
    app.update();
    assert_eq!(app.world().resource::<SenetMatch>().throws, throws);
    assert_eq!(app.world().resource::<SenetMatch>().game.turns(), turns);
    for s in &mut app.world_mut().resource_mut::<SenetMatch>().seats {
        s.kind = SeatKind::Computer(Level::Novice);
    }
    for _ in 0..200_000 {
        if app.world().resource::<SenetMatch>().game.is_over() {
            break;
        }
        app.update();
    }
    assert!(app.world().resource::<SenetMatch>().game.is_over());
    app.update();
    app.update();
    assert_eq!(race_phase(&app), RacePhase::Over);
}

/// The Hyena game on its screen: a person's throw and action; computer seats play a whole game by
/// themselves; the pieces shown follow the engine (eaten mothers hidden); the record kept replays to
/// the same end, and a record opened from the Load screen plays on and is autosaved.
#[test]
fn hyena_game_plays_through_its_screen() {
    use mehen::ai::Level;
    use mehen::rules::hyena::record::HyenaRecord;
    use mehen::rules::hyena::{HyenaOptions, HyenaPhase};
    use mehen::systems::hyena::screen::{HyenaMatch, HyenaPiece, HyenaRequest, Shown, shown_for};
    use mehen::systems::mehen::table::SeatKind;
    let mut app = bare_app(100);
    let seats = NewGame::default_for(3, 1).seats;
    app.insert_resource(HyenaMatch::new(HyenaOptions::new(3), seats, 4).unwrap());
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Hyena);
    app.update();
    app.update();
    app.world_mut().write_message(HyenaRequest::Throw);
    app.update();
    let m = app.world().resource::<HyenaMatch>();
    assert!(matches!(m.game.phase(), HyenaPhase::Move { .. }));
    assert!(m.last.is_some(), "the sticks show the throw");
    app.world_mut().write_message(HyenaRequest::Act);
    app.update();
    assert_eq!(app.world().resource::<HyenaMatch>().game.turns(), 1);
    for s in &mut app.world_mut().resource_mut::<HyenaMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..400_000 {
        if app.world().resource::<HyenaMatch>().game.winner().is_some() {
            break;
        }
        app.update();
    }
    app.update();
    let m = app.world().resource::<HyenaMatch>();
    assert!(m.game.winner().is_some(), "the computers finish the game");
    let end = m.game.clone();
    let text = m.record.to_string();
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

    let home = std::env::temp_dir().join(format!("mehen-app-hyena-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let file = home.join("hyena.mehen");
    let mut half = HyenaRecord::parse(&text).unwrap();
    half.turns.truncate(30);
    std::fs::write(&file, half.to_string()).unwrap();
    app.insert_resource(
        mehen::systems::files::saves::Storage::new(mehen::persist::Paths::at(&home)).0,
    );
    app.world_mut()
        .write_message(mehen::systems::files::saves::FileRequest::Open(file));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<HyenaMatch>().game.turns(), 30);
    for s in &mut app.world_mut().resource_mut::<HyenaMatch>().seats {
        s.kind = SeatKind::Computer(Level::Novice);
    }
    for _ in 0..5000 {
        app.update();
        if app.world().resource::<HyenaMatch>().game.turns() > 34 {
            break;
        }
    }
    app.update();
    let saved = std::fs::read_to_string(home.join("data/records/autosave-hyena.mehen")).unwrap();
    let saved = HyenaRecord::parse(&saved).unwrap();
    assert!(saved.turns.len() > 34);
    saved.replay().unwrap();
    let _ = std::fs::remove_dir_all(&home);
}

/// Family Mehen on its screen: a person's roll and a click on an Egyptian; computer seats play a whole
/// game; the pieces shown are where the engine has them; the record replays to the same end and
/// opens from the Load screen to play on.
#[test]
fn family_mehen_plays_through_its_screen() {
    use mehen::ai::Level;
    use mehen::rules::family::{FamilyAction, FamilyOptions, FamilyPhase, FamilyRecord};
    use mehen::systems::family::screen::{FamilyMatch, FamilyPiece, FamilyRequest, Place, places};
    use mehen::systems::mehen::table::SeatKind;
    let mut app = bare_app(100);
    let seats = NewGame::default_for(3, 1).seats;
    app.insert_resource(FamilyMatch::new(FamilyOptions::new(3), seats, 6).unwrap());
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Family);
    app.update();
    app.update();
    app.world_mut().write_message(FamilyRequest::Roll);
    app.update();
    let m = app.world().resource::<FamilyMatch>();
    assert!(matches!(m.game.phase(), FamilyPhase::Move { .. }));
    assert!(
        m.legal.contains(&FamilyAction::Egyptian(0)),
        "{:?}",
        m.legal
    );
    // A click on the Egyptian on the tail moves it.
    app.world_mut().write_message(FamilyRequest::Square(0));
    app.update();
    assert_eq!(app.world().resource::<FamilyMatch>().game.turns(), 1);
    for s in &mut app.world_mut().resource_mut::<FamilyMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..400_000 {
        if app
            .world()
            .resource::<FamilyMatch>()
            .game
            .winner()
            .is_some()
        {
            break;
        }
        app.update();
    }
    app.update();
    let m = app.world().resource::<FamilyMatch>();
    assert!(m.game.winner().is_some(), "the computers finish the game");
    let end = m.game.clone();
    let text = m.record.to_string();
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

    let home = std::env::temp_dir().join(format!("mehen-app-family-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let file = home.join("family.mehen");
    let mut half = FamilyRecord::parse(&text).unwrap();
    half.turns.truncate(30);
    std::fs::write(&file, half.to_string()).unwrap();
    app.insert_resource(
        mehen::systems::files::saves::Storage::new(mehen::persist::Paths::at(&home)).0,
    );
    app.world_mut()
        .write_message(mehen::systems::files::saves::FileRequest::Open(file));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<FamilyMatch>().game.turns(), 30);
    for s in &mut app.world_mut().resource_mut::<FamilyMatch>().seats {
        s.kind = SeatKind::Computer(Level::Novice);
    }
    for _ in 0..5000 {
        app.update();
        if app.world().resource::<FamilyMatch>().game.turns() > 34 {
            break;
        }
    }
    app.update();
    let saved = std::fs::read_to_string(home.join("data/records/autosave-family.mehen")).unwrap();
    let saved = FamilyRecord::parse(&saved).unwrap();
    assert!(saved.turns.len() > 34);
    saved.replay().unwrap();
    let _ = std::fs::remove_dir_all(&home);
}

/// Bak-Amen on its screen: the opening throw, a person's play entered click by click (a pawn, then
/// where it goes), a hint from the Expert; computer seats (thinking on the task pool) play the game
/// out; the pawns shown are where the engine has them; the record replays to the same end and opens
/// from the Load screen to play on.
#[test]
fn bak_amen_plays_through_its_screen() {
    use mehen::ai::Level;
    use mehen::rules::bak_amen::{BakAction, BakAmenRecord, BakPhase, NILE, OFF, square_of};
    use mehen::systems::bak_amen::screen::{BakMatch, BakPawn, BakPlace, BakRequest};
    use mehen::systems::mehen::table::SeatKind;
    let mut app = bare_app(100);
    app.insert_resource(BakMatch::new(NewGame::default_for(2, 1).seats, 8).unwrap());
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
        if m.game.phase() == BakPhase::Opening {
            app.world_mut().write_message(BakRequest::Throw);
        } else if m.legal != [BakAction::Rethrow] {
            break;
        }
    }
    let m = app.world().resource::<BakMatch>();
    let seat = m.game.to_move().unwrap();
    assert!(matches!(m.game.phase(), BakPhase::Move { .. }));
    let turns = m.game.turns();
    // Ask for a hint and wait for the Expert's play.
    app.world_mut().write_message(BakRequest::Hint);
    for _ in 0..600 {
        app.update();
        if app.world().resource::<BakMatch>().hint.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let m = app.world().resource::<BakMatch>();
    let hint = m.hint.expect("the Expert answers");
    assert!(m.legal.contains(&hint) || m.game.is_legal(hint));
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
    let before = m.game.with_steps(hint.steps());
    // A step taken (or a pawn picked up) can be undone.
    click(&mut app, square(hint.steps()[0].from));
    let m = app.world().resource::<BakMatch>();
    assert!(!m.partial.is_empty() || m.selected.is_some());
    app.world_mut().write_message(BakRequest::Undo);
    app.update();
    let m = app.world().resource::<BakMatch>();
    assert!(m.partial.is_empty() && m.selected.is_none());
    assert_eq!(m.game.turns(), turns);
    for step in hint.steps() {
        let done = app.world().resource::<BakMatch>().partial.len();
        click(&mut app, square(step.from));
        let m = app.world().resource::<BakMatch>();
        if m.game.turns() == turns && m.partial.len() == done {
            assert_eq!(m.selected, Some(step.from), "the pawn is picked up");
            click(&mut app, square(step.to));
        }
    }
    let m = app.world().resource::<BakMatch>();
    assert_eq!(
        m.game.turns(),
        turns + 1,
        "the play is made: {:?}",
        m.partial
    );
    for s in 0..2 {
        for p in 0..=NILE {
            assert_eq!(m.game.count(s, p), before.count(s, p));
        }
    }
    for s in &mut app.world_mut().resource_mut::<BakMatch>().seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    for _ in 0..100_000 {
        if app.world().resource::<BakMatch>().game.winner().is_some() {
            break;
        }
        app.update();
    }
    app.update();
    let m = app.world().resource::<BakMatch>();
    let end = m.game.clone();
    assert!(end.winner().is_some(), "the computers finish the game");
    let text = m.record.to_string();
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

    let home = std::env::temp_dir().join(format!("mehen-app-bak-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let file = home.join("bak.mehen");
    let mut half = BakAmenRecord::parse(&text).unwrap();
    half.turns.truncate(20);
    std::fs::write(&file, half.to_string()).unwrap();
    app.insert_resource(
        mehen::systems::files::saves::Storage::new(mehen::persist::Paths::at(&home)).0,
    );
    app.world_mut()
        .write_message(mehen::systems::files::saves::FileRequest::Open(file));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<BakMatch>().game.turns(), 20);
    for s in &mut app.world_mut().resource_mut::<BakMatch>().seats {
        s.kind = SeatKind::Computer(Level::Novice);
    }
    for _ in 0..20_000 {
        app.update();
        if app.world().resource::<BakMatch>().game.turns() > 24 {
            break;
        }
    }
    app.update();
    let saved = std::fs::read_to_string(home.join("data/records/autosave-bak-amen.mehen")).unwrap();
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
        app.world().resource::<BakMatch>().record.turns.len(),
        saved.turns.len()
    );
    let _ = std::fs::remove_dir_all(&home);
}

/// A record written by a Senet, Hyena, family Mehen or Bak-Amen screen keeps the sticks' state: opened again
/// (even one taken between a throw and its move), the game throws what the uninterrupted one would
/// have, so computers finish it the same way.
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
            while $m.game.turns() < $turns && $m.game.winner().is_none() {
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
            again.seed = m.seed;
            play_to!(m, $throw, 60);
            play_to!(again, $throw, 60);
            assert_eq!(m.game, again.game, "the same throws, the same moves");
            assert!(m.game.turns() > 30);
        }};
    }
    check!(
        HyenaMatch::new(mehen::rules::hyena::HyenaOptions::new(3), computers(3), 21).unwrap(),
        throw,
        |t: &str| mehen::rules::hyena::record::HyenaRecord::parse(t).unwrap(),
        HyenaMatch::from_record
    );
    check!(
        FamilyMatch::new(
            mehen::rules::family::FamilyOptions::new(2),
            computers(2),
            22
        )
        .unwrap(),
        roll,
        |t: &str| mehen::rules::family::FamilyRecord::parse(t).unwrap(),
        FamilyMatch::from_record
    );
    check!(
        mehen::systems::bak_amen::screen::BakMatch::new(computers(2), 24).unwrap(),
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
    assert_eq!(m.game.turns(), 1);
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

/// The sleep the game last asked of the window before its next frame (it sleeps between inputs).
fn sleep_asked(app: &App) -> Duration {
    match app
        .world()
        .resource::<bevy::winit::WinitSettings>()
        .focused_mode
    {
        bevy::winit::UpdateMode::Reactive { wait, .. } => wait,
        other => panic!("not reactive: {other:?}"),
    }
}

/// The game screen around `table`, animations instant.
fn app_with(table: Table, setup: &NewGame) -> App {
    let mut app = bare_app(50);
    app.insert_resource(table);
    app.insert_resource(BoardLayout::new(&setup.board));
    app.world_mut().resource_mut::<AnimQueue>().speed = 0.0;
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Game);
    app.update();
    app.update();
    app
}

/// An app that sleeps between inputs, as the windowed game does.
fn sleeping_app(table: Table, setup: &NewGame) -> App {
    let mut app = app_with(table, setup);
    app.insert_resource(bevy::winit::WinitSettings::desktop_app());
    app.update();
    app
}

/// A two-player game on the classic board from a `[Setup]` position.
fn game_at(setup_tokens: &str) -> mehen::rules::Game {
    let text = format!(
        "[Game \"mehen\"]\n[Board \"classic\"]\n[Players \"2\"]\n[Setup \"{setup_tokens}\"]\n"
    );
    mehen::rules::mehen::record::Record::parse(&text)
        .unwrap()
        .replay(Some(&text))
        .unwrap()
}

#[test]
fn a_turn_with_no_legal_move_passes_by_itself_while_nobody_touches_the_game() {
    // Seat A has no pawn left and no lion is on the board: any throw but a Mehen throw leaves only the
    // pass.
    let game = game_at("AE2 AD4 B10 B20");
    let setup = NewGame::default_for(2, 3);
    let mut app = sleeping_app(Table::with_game(&setup, game), &setup);
    for _ in 0..20 {
        if phase(&app) == TurnPhase::Choose {
            break;
        }
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    assert_eq!(phase(&app), TurnPhase::Choose);
    assert_eq!(app.world().resource::<Table>().draft.legal, [Action::PASS]);
    assert!(
        sleep_asked(&app) <= Duration::from_secs(3),
        "the window must wake for the pass, not wait for input: {:?}",
        sleep_asked(&app)
    );
    let why = app
        .world()
        .resource::<Table>()
        .notice
        .clone()
        .unwrap_or_default();
    let why = why.english();
    assert!(why.contains("No legal move"), "the reason is told: {why}");
    // Two frames two seconds apart: the pass comes on time (a virtual clock would have counted half
    // a second, at most a quarter a frame).
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(2)));
    app.update();
    app.update();
    let table = app.world().resource::<Table>();
    assert_eq!(
        table.game().to_move(),
        Some(mehen::rules::Seat(1)),
        "A passed"
    );
}

#[test]
fn the_clock_counts_real_seconds_while_the_app_sleeps() {
    let mut setup = NewGame::default_for(2, 5);
    setup.time_limit_minutes = Some(15);
    let mut app = sleeping_app(Table::new(&setup).unwrap(), &setup);
    app.update();
    assert!(
        sleep_asked(&app) <= Duration::from_secs(1),
        "a frame a second for the clock: {:?}",
        sleep_asked(&app)
    );
    let clock = |app: &App| {
        let t = app.world().resource::<Table>();
        (
            t.elapsed,
            t.clock_text(&Localizer::new(Language::English)).unwrap(),
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
        if phase(&app) == TurnPhase::Choose {
            break;
        }
    }
    let table = app.world().resource::<Table>();
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
    let table = app.world().resource::<Table>();
    assert_eq!(table.game().to_move(), Some(mehen::rules::Seat(1)));
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
    while phase(&app) != TurnPhase::Choose {
        send(&mut app, Request::Throw);
        settle(&mut app);
    }
    let seat = app.world().resource::<Table>().game().to_move();
    send(&mut app, Request::AskForfeit);
    assert!(app.world().resource::<Table>().draft.forfeit_asked);
    assert_eq!(phase(&app), TurnPhase::Choose, "one press does not forfeit");
    send(&mut app, Request::CancelForfeit);
    assert!(
        !app.world().resource::<Table>().draft.forfeit_asked,
        "Esc keeps the turn"
    );
    assert_eq!(app.world().resource::<Table>().game().to_move(), seat);
    // Asked, then confirmed with Enter: the turn is given up.
    send(&mut app, Request::AskForfeit);
    send(&mut app, Request::Confirm);
    settle(&mut app);
    assert_ne!(app.world().resource::<Table>().game().to_move(), seat);
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
            if app.world().resource::<SenetMatch>().game.turns() >= n {
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
    let first = app.world().resource::<SenetMatch>().record.turns.len();
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
            .contains("unfinished game of Senet (Kendall) was kept")
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

/// A game on the table from a `[Setup]` position, the seat to move having thrown `flats`.
fn app_at(setup_tokens: &str, flats: u8) -> App {
    let mut game = game_at(setup_tokens);
    game.throw(mehen::rules::Throw::new(flats).unwrap(), &mut ())
        .unwrap();
    let setup = NewGame::default_for(2, 3);
    let mut table = Table::with_game(&setup, game);
    let mut legal = Vec::new();
    table.game().legal_actions(&mut legal);
    table.draft.legal = legal;
    app_with(table, &setup)
}

#[test]
fn a_click_on_a_piece_that_cannot_move_says_why() {
    // Ahmose on 18 has 2 points; Bastet holds 19 and 20, a blockade.
    let mut app = app_at("A18 A40 B19 B20 B50", 1);
    assert_eq!(phase(&app), TurnPhase::Choose);
    send(&mut app, Request::Click(Target::Space(18)));
    let table = app.world().resource::<Table>();
    assert!(table.draft.selected.is_none());
    let why = table.notice.clone().unwrap_or_default();
    let why = why.english();
    assert!(why.contains("Bastet's blockade on 19-20"), "{why}");
    // A piece that can move is selected, and the notice goes.
    send(&mut app, Request::Click(Target::Space(40)));
    let table = app.world().resource::<Table>();
    assert!(table.draft.selected.is_some());
    assert_eq!(table.notice, None);
}

#[test]
fn a_space_two_moves_end_on_offers_both() {
    // The lion on 20 reaches 18 walking 2 spaces or sprinting 1 point (4 points in hand, one kept
    // for the second piece).
    let mut app = app_at("A30 A40 B50 L20 L45", 2);
    send(&mut app, Request::Click(Target::Space(20)));
    send(&mut app, Request::Click(Target::Space(18)));
    let table = app.world().resource::<Table>();
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
    assert_eq!(app.world().resource::<Table>().draft.chosen.len(), 1);
}

/// A slide and a lion's run are shown along the serpent's body: the moving piece passes through the
/// centre of every space between, in order, instead of cutting across the coils.
#[test]
fn slides_and_lion_runs_travel_along_the_body() {
    use mehen::rules::Event;
    use mehen::systems::shared::motion::{Tween, Via};
    let mut app = app(&NewGame::default_for(2, 5), 0.0);
    play_more(&mut app, 12);
    let head = app.world().resource::<Table>().game().board().head;
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
    app.world_mut().resource_mut::<AnimQueue>().speed = 1.0;
    app.world_mut()
        .resource_mut::<AnimQueue>()
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
        .resource_mut::<AnimQueue>()
        .events
        .push_back(Event::LionMoved {
            from: at,
            to: Some(at - 3),
            sprint: false,
            jump: false,
        });
    app.world_mut().resource_mut::<AnimQueue>().wait = None;
    app.update();
    let via = app.world().get::<Via>(lion).expect("the run has waypoints");
    assert_eq!(
        via.0,
        [spaces[usize::from(at - 1)], spaces[usize::from(at - 2)]]
    );
}
