//! What the screen tests share: the game's plugins in an App without a window, frames, requests,
//! and the Mehen table's checks against its engine.

#![allow(
    dead_code,
    unused_imports,
    reason = "each screen test uses its own part of the helpers and the prelude"
)]

pub use bevy::prelude::*;
pub use bevy::state::app::StatesPlugin;
pub use bevy::time::TimeUpdateStrategy;
pub use mehen::i18n::{Language, Localizer};
pub use mehen::rules::mehen::{Action, Options, Phase, Rules, Teams};
pub use mehen::systems::mehen::pieces::{AnimSpeed, EventQueue, PieceKind, slots_of};
pub use mehen::systems::mehen::sitting::{Screen, Sitting};
pub use mehen::systems::mehen::table::NewGame;
pub use mehen::systems::mehen::turn::{Request, Target};
pub use mehen::systems::shared::board_layout::{BoardLayout, Slot};
pub use mehen::systems::shared::state::{AppState, TurnPhase};
pub use rand::{RngExt, SeedableRng};
pub use rand_pcg::Pcg32;
pub use std::collections::HashMap;
pub use std::time::Duration;

/// The game's plugins without a window, time advancing `step_ms` per frame.
pub fn bare_app(step_ms: u64) -> App {
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

/// The Mehen screen around a new game of `setup`, animations at `speed`.
pub fn app(setup: &NewGame, speed: f32) -> App {
    mehen_screen(Sitting::new(setup).unwrap(), setup, speed)
}

/// The Mehen screen around `table`, animations at `speed`.
fn mehen_screen(table: Sitting, setup: &NewGame, speed: f32) -> App {
    let mut app = bare_app(50);
    table.put(app.world_mut());
    app.insert_resource(BoardLayout::new(&setup.board, setup.seats.len() as u8));
    app.world_mut().resource_mut::<AnimSpeed>().0 = speed;
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Mehen);
    app.update();
    app.update();
    app
}

pub fn phase(app: &App) -> TurnPhase {
    *app.world().resource::<State<TurnPhase>>().get()
}

/// Sends a request and runs two frames: one handles it, the next applies the phase it asked for.
pub fn send(app: &mut App, r: Request) {
    app.world_mut().write_message(r);
    app.update();
    app.update();
}

/// Runs frames until the animation is over and someone must act.
pub fn settle(app: &mut App) {
    for _ in 0..2000 {
        if phase(app) != TurnPhase::Animate {
            return;
        }
        app.update();
    }
    panic!("the animation never ended");
}

pub fn assert_mirrors_engine(app: &mut App, context: &str) {
    let pos = Screen::of(app.world()).game().position().clone();
    assert_shows(app, &pos, context);
}

pub fn assert_shows(app: &mut App, pos: &mehen::rules::mehen::Position, context: &str) {
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

/// The selected piece's options and where each ends (a piece must be selected).
pub fn selected_options(app: &App) -> Vec<(mehen::rules::mehen::PieceMove, Option<u8>)> {
    let table = Screen::of(app.world());
    let selected = table.draft.selected.as_ref().expect("a piece is selected");
    selected.options.clone()
}

/// Enters `action` as a player would: click each piece, pick its option, confirm.
pub fn enter(app: &mut App, action: Action) {
    if action.is_pass() {
        send(app, Request::Forfeit);
        return;
    }
    for m in action.moves() {
        let seat = Screen::of(app.world()).game().to_move().unwrap();
        let target = match m.from() {
            Some(s) => Target::Space(s),
            None => Target::Tail(seat),
        };
        send(app, Request::Click(target));
        let table = Screen::of(app.world());
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
    assert_eq!(Screen::of(app.world()).draft.composed(), Some(action));
    send(app, Request::Confirm);
}

pub fn play_game(setup: NewGame, speed: f32, max_turns: u32) -> App {
    let mut app = app(&setup, speed);
    let mut rng = Pcg32::seed_from_u64(setup.seed);
    assert_mirrors_engine(&mut app, "start");
    let mut turns = 0;
    while phase(&app) != TurnPhase::Over && turns < max_turns {
        match phase(&app) {
            TurnPhase::Throw => send(&mut app, Request::Throw),
            TurnPhase::Move => {
                let action = Screen::of(app.world())
                    .game()
                    .sample_action(&mut |n| rng.random_range(0..n));
                enter(&mut app, action);
                turns += 1;
            }
            _ => {}
        }
        settle(&mut app);
        if phase(&app) != TurnPhase::Move {
            let over = Screen::of(app.world()).is_over();
            if over
                || matches!(
                    Screen::of(app.world()).game().phase(),
                    Phase::Throw { after_mehen: false }
                )
            {
                assert_mirrors_engine(&mut app, &format!("turn {turns}"));
            }
        }
    }
    app
}

pub fn play_more(app: &mut App, turns: u32) {
    let mut rng = Pcg32::seed_from_u64(77);
    let goal = Screen::of(app.world()).game().turns() + turns;
    while phase(app) != TurnPhase::Over && Screen::of(app.world()).game().turns() < goal {
        match phase(app) {
            TurnPhase::Throw => send(app, Request::Throw),
            TurnPhase::Move => {
                let action = Screen::of(app.world())
                    .game()
                    .sample_action(&mut |n| rng.random_range(0..n));
                enter(app, action);
            }
            _ => {}
        }
        settle(app);
    }
}

pub fn replay_step(app: &mut App, step: mehen::systems::mehen::replay::ReplayStep) {
    app.world_mut().write_message(step);
    app.update();
    app.update();
    settle(app);
}

/// The sleep the game last asked of the window before its next frame (it sleeps between inputs).
pub fn sleep_asked(app: &App) -> Duration {
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
pub fn app_with(table: Sitting, setup: &NewGame) -> App {
    mehen_screen(table, setup, 0.0)
}

/// An app that sleeps between inputs, as the windowed game does.
pub fn sleeping_app(table: Sitting, setup: &NewGame) -> App {
    let mut app = app_with(table, setup);
    app.insert_resource(bevy::winit::WinitSettings::desktop_app());
    app.update();
    app
}

/// A two-player game on the classic board from a `[Setup]` position.
pub fn game_at(setup_tokens: &str) -> mehen::rules::mehen::Game {
    let text = format!(
        "[Game \"mehen\"]\n[Board \"classic\"]\n[Players \"2\"]\n[Setup \"{setup_tokens}\"]\n"
    );
    mehen::rules::mehen::record::Record::parse(&text)
        .unwrap()
        .replay(Some(&text))
        .unwrap()
}

/// A game on the table from a `[Setup]` position, the seat to move having thrown `flats`.
pub fn app_at(setup_tokens: &str, flats: u8) -> App {
    let mut game = game_at(setup_tokens);
    game.throw(mehen::rules::Throw::new(flats).unwrap(), &mut ())
        .unwrap();
    let setup = NewGame::default_for(2, 3);
    let mut table = Sitting::with_game(&setup, game);
    let mut legal = Vec::new();
    table.game().legal_actions(&mut legal);
    table.draft.legal = legal;
    app_with(table, &setup)
}

/// Opens `half`, a record of race game `G` cut to `turns` turns, from the Load screen in a home folder
/// of its own (named after `tag`), checks the game stands at `turns`, and lets Novice computers play
/// on past `turns + more` (within `frames` frames). Answers the autosave's text and the home folder
/// (the caller removes it).
pub fn open_and_play_on<G: mehen::systems::race::race_match::RaceRoom>(
    app: &mut App,
    tag: &str,
    half: String,
    turns: u32,
    more: u32,
    frames: usize,
) -> (String, std::path::PathBuf) {
    use mehen::rules::common::race::RaceGame;
    use mehen::systems::race::race_match::RaceMatch;
    use mehen::systems::shared::registry::RecordedMatch;
    let home = std::env::temp_dir().join(format!("mehen-app-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let file = home.join(format!("{tag}.mehen"));
    std::fs::write(&file, half).unwrap();
    app.insert_resource(
        mehen::systems::files::saves::Storage::new(mehen::persist::Paths::at(&home)).0,
    );
    app.world_mut()
        .write_message(mehen::systems::files::saves::FileRequest::Open(file));
    app.update();
    app.update();
    let turns_now = |app: &App| app.world().resource::<RaceMatch<G>>().game().turn_count();
    assert_eq!(turns_now(app), turns, "the record opens where it stopped");
    for s in &mut app.world_mut().resource_mut::<RaceMatch<G>>().seats {
        s.kind = mehen::systems::shared::seats::SeatKind::Computer(mehen::ai::Level::Novice);
    }
    for _ in 0..frames {
        app.update();
        if turns_now(app) > turns + more {
            break;
        }
    }
    app.update();
    let name = app.world().resource::<RaceMatch<G>>().autosave_name();
    let saved = std::fs::read_to_string(home.join("data/records").join(name)).unwrap();
    (saved, home)
}
