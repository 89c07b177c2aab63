//! Starting the window: the normal game, a screenshot of one scene (`--screenshot`), or the autoplay
//! soak and frame-time benchmark (`--autoplay`).

use crate::persist::Paths;
use crate::persist::settings::load_settings;
use crate::rules::GameKind;
use crate::systems::files::saves::{FileRequest, Notices, Storage};
use crate::systems::learn::Lessons;
use crate::systems::learn::coach::LessonRequest;
use crate::systems::mehen::pieces::EventQueue;
use crate::systems::mehen::replay::ReplayStep;
use crate::systems::mehen::review_view::GameReview;
use crate::systems::mehen::table::{NewGame, Table};
use crate::systems::mehen::turn::{Driver, Request, Target};
use crate::systems::shared::registry::GameRegistry;
use crate::systems::shared::state::{AppState, TurnPhase};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::time::TimeUpdateStrategy;
use bevy::winit::WinitSettings;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Scene {
    Menu,
    Setup,
    Rules,
    Load,
    Game,
    Stir,
    Gameover,
    /// A game of Senet (Kendall's rules) some turns in, two computer seats.
    Senet,
    /// A four-player Hyena game some turns in, computer seats.
    Hyena,
    /// A three-player family Mehen game some turns in, computer seats.
    Family,
    /// A Bak-Amen game some turns in, computer seats.
    BakAmen,
    /// The list of lessons (Learn to play).
    Learn,
    /// A lesson (a slide) after its throw, the pawn to move selected.
    Tutorial,
    /// A game's review: the chances graph, a turn's grade and the Expert's better move.
    Review,
}

#[derive(Resource, Debug, Clone)]
pub struct LaunchOptions {
    pub screenshot: Option<PathBuf>,
    pub scene: Scene,
    pub seed: u64,
    pub autoplay: bool,
    pub players: u8,
    pub exit_after_turns: Option<u32>,
    pub exit_after_frames: Option<u32>,
    pub frame_stats: Option<PathBuf>,
    /// Start by continuing the autosave.
    pub resume: bool,
    /// No window: the game's systems only (autoplay and the crash test).
    pub headless: bool,
    /// Random clicks and keys for this many seconds, then exit.
    pub monkey: Option<f32>,
    /// `--lang`: the language for this run.
    pub lang: Option<crate::i18n::Language>,
    /// `--size`: the window's size for screenshots and measurements (1280x720 without it).
    pub size: Option<(u32, u32)>,
    /// `--scale`: the display's scale factor for them (a high-density screen), over the system's.
    pub scale: Option<f32>,
}

impl LaunchOptions {
    pub fn play() -> LaunchOptions {
        LaunchOptions {
            screenshot: None,
            scene: Scene::Menu,
            seed: 1,
            autoplay: false,
            players: 4,
            exit_after_turns: None,
            exit_after_frames: None,
            frame_stats: None,
            resume: false,
            headless: false,
            monkey: None,
            lang: None,
            size: None,
            scale: None,
        }
    }
}

/// Frame times (ms) recorded for `--frame-stats`.
#[derive(Resource, Default)]
struct FrameTimes(Vec<f32>);

/// The autoplayer: random legal actions, entered through the same requests as clicks and keys.
#[derive(Resource)]
struct Autoplay {
    rng: Pcg32,
    driver: Driver,
}

/// Screenshot timing: seconds and frames since the scene was ready.
#[derive(Resource, Default)]
struct ShotClock {
    since: Option<f32>,
    frames: u32,
    taken: bool,
}

/// Frames a scene is given to settle before its picture (the panels find their size, then the camera
/// frames the board), however slowly a large window draws.
const SETTLE_FRAMES: u32 = 40;

/// Opens the game window with these options (or, with `headless`, runs the game without one).
pub fn run_game(opts: LaunchOptions) -> ExitCode {
    let paths = Paths::from_env();
    let (settings, settings_problem) = load_settings(&paths.settings());
    let (mut storage, stats_problem) = Storage::new(paths);
    // A screenshot must not replace the player's autosave.
    storage.autosave = opts.screenshot.is_none();
    let mut notices = Notices::default();
    for problem in [settings_problem, stats_problem].into_iter().flatten() {
        eprintln!("mehen: {problem}");
        notices.problem("notice-problem", problem);
    }
    let measuring = opts.autoplay || opts.screenshot.is_some() || opts.frame_stats.is_some();
    let mut app = App::new();
    if opts.headless {
        app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
            // Animations advance a fixed step per frame, as fast as the machine goes.
            .insert_resource(TimeUpdateStrategy::ManualDuration(
                std::time::Duration::from_millis(16),
            ))
            .add_plugins(crate::systems::game_plugin);
    } else {
        // Figures and screenshots use a fixed size; play uses the size the player left.
        let size = if measuring {
            opts.size.unwrap_or((1280, 720))
        } else {
            (settings.window_width, settings.window_height)
        };
        app.add_plugins(
            DefaultPlugins.set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Mehen".into(),
                    // With a scale factor the window keeps its size in logical pixels: twice the pixels
                    // at 2.0, each interface element twice as large.
                    resolution: match opts.scale {
                        Some(s) => bevy::window::WindowResolution::new(
                            (size.0 as f32 * s) as u32,
                            (size.1 as f32 * s) as u32,
                        )
                        .with_scale_factor_override(s),
                        None => size.into(),
                    },
                    ..default()
                }),
                ..default()
            }),
        )
        .add_plugins(bevy_egui::EguiPlugin::default())
        .add_plugins(bevy_kira_audio::AudioPlugin)
        .add_plugins(crate::systems::game_plugin)
        .add_plugins(crate::systems::window_plugin)
        .insert_resource(if measuring || opts.monkey.is_some() {
            WinitSettings::continuous()
        } else {
            WinitSettings::desktop_app()
        });
    }
    // Screenshots speak English unless asked otherwise, whatever the machine's language.
    let lang = opts.lang.or(opts
        .screenshot
        .is_some()
        .then_some(crate::i18n::Language::English));
    app.insert_resource(crate::systems::shared::lang::LangOverride(lang))
        .insert_resource(settings)
        .insert_resource(storage)
        .insert_resource(notices)
        .insert_resource(opts.clone())
        .init_resource::<FrameTimes>()
        .init_resource::<ShotClock>()
        .add_systems(Startup, prepare_scene)
        .add_systems(Update, (record_frames, exit_when_done, report_resume));
    if opts.autoplay {
        app.insert_resource(Autoplay {
            rng: Pcg32::seed_from_u64(opts.seed ^ 0xA5A5),
            driver: Driver::default(),
        })
        .add_systems(Update, autoplay.run_if(in_state(AppState::Mehen)));
    }
    if opts.screenshot.is_some() {
        app.add_systems(Update, take_screenshot);
    }
    if let Some(seconds) = opts.monkey {
        crate::systems::app::monkey::add(&mut app, seconds, opts.seed);
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// With `--continue`: says on the command line where the game resumed, or why it could not.
fn report_resume(
    opts: Res<LaunchOptions>,
    table: Option<Res<Table>>,
    notices: Res<Notices>,
    mut done: Local<bool>,
) {
    if !opts.resume || *done {
        return;
    }
    if let Some(table) = table {
        *done = true;
        use std::io::Write;
        let _ = writeln!(
            std::io::stdout(),
            "continued at turn {}",
            table.checkpoint.turns
        );
    } else if let Some(n) = notices.0.iter().find(|n| n.error) {
        *done = true;
        eprintln!("mehen: {}", n.text.english());
    }
}

/// Plays random legal turns straight through the engine (no animation), to reach a scene quickly.
fn advance(table: &mut Table, rng: &mut Pcg32, turns: u32, stop: impl Fn(&Table) -> bool) {
    while !table.is_over() && table.game().turns() < turns && !stop(table) {
        match table.game().phase() {
            crate::rules::Phase::Move { .. } => {
                let a = table.game().sample_action(&mut |n| rng.random_range(0..n));
                let _ = table.play(a);
            }
            crate::rules::Phase::Over => break,
            _ => {
                table.throw();
            }
        }
    }
}

fn prepare_scene(
    mut commands: Commands,
    opts: Res<LaunchOptions>,
    mut next: ResMut<NextState<AppState>>,
    mut clock: ResMut<ShotClock>,
    mut files: MessageWriter<FileRequest>,
    registry: Res<GameRegistry>,
    (lessons, mut lesson): (Res<Lessons>, MessageWriter<LessonRequest>),
) {
    if opts.resume {
        files.write(FileRequest::Continue);
        return;
    }
    let mut rng = Pcg32::seed_from_u64(opts.seed);
    // A review shows percentages with two players.
    let players = if opts.scene == Scene::Review {
        2
    } else {
        opts.players
    };
    let setup = NewGame::default_for(players.clamp(2, 6), opts.seed);
    let scene = if opts.autoplay {
        Scene::Game
    } else {
        opts.scene
    };
    match scene {
        Scene::Menu => clock.since = Some(0.0),
        Scene::Setup => {
            next.set(AppState::Setup);
            clock.since = Some(0.0);
        }
        Scene::Rules => {
            next.set(AppState::Rules);
            clock.since = Some(0.0);
        }
        Scene::Load => {
            next.set(AppState::Load);
            clock.since = Some(0.0);
        }
        Scene::Learn => {
            next.set(AppState::Learn);
            clock.since = Some(0.0);
        }
        Scene::Tutorial => {
            let slide = lessons
                .list
                .iter()
                .position(|e| e.id.ends_with("mehen-slide"));
            lesson.write(LessonRequest::Start(slide.unwrap_or(0)));
        }
        Scene::Senet | Scene::Hyena | Scene::Family | Scene::BakAmen => {
            let kind = match scene {
                Scene::Senet => GameKind::SenetKendall,
                Scene::Hyena => GameKind::Hyena,
                Scene::Family => GameKind::FamilyMehen,
                _ => GameKind::BakAmen,
            };
            if let Some(screen) = registry.demo(kind, opts.seed, &mut commands) {
                next.set(screen);
            }
            clock.since = Some(0.0);
        }
        Scene::Game | Scene::Stir | Scene::Gameover | Scene::Review => {
            let Ok(mut table) = Table::new(&setup) else {
                return;
            };
            match scene {
                Scene::Game if !opts.autoplay => advance(&mut table, &mut rng, 40, |_| false),
                Scene::Stir => advance(&mut table, &mut rng, 500, |t| {
                    // Stop before a turn whose next throw is a Mehen throw, once lions are about.
                    let mut peek = t.play.throws().clone();
                    t.game().turns() > 20
                        && matches!(
                            t.game().phase(),
                            crate::rules::Phase::Throw { after_mehen: false }
                        )
                        && peek.throw().is_mehen()
                }),
                Scene::Gameover => advance(&mut table, &mut rng, 5000, |_| false),
                Scene::Review => {
                    advance(&mut table, &mut rng, 60, |_| false);
                    files.write(FileRequest::ReviewCurrent);
                }
                _ => {}
            }
            commands.insert_resource(crate::systems::shared::board_layout::BoardLayout::new(
                table.game().board(),
            ));
            commands.insert_resource(table);
            next.set(AppState::Mehen);
        }
    }
}

fn take_screenshot(
    mut commands: Commands,
    time: Res<Time>,
    opts: Res<LaunchOptions>,
    mut clock: ResMut<ShotClock>,
    phase: Option<Res<State<TurnPhase>>>,
    table: Option<Res<Table>>,
    mut requests: MessageWriter<Request>,
    mut thrown: Local<bool>,
    (review, mut steps): (Option<Res<GameReview>>, MessageWriter<ReplayStep>),
) {
    let Some(path) = opts.screenshot.clone() else {
        return;
    };
    if clock.since.is_none() {
        // Game scenes are ready once the game screen shows; the stir scene throws first.
        if let (Some(phase), Some(table)) = (&phase, &table) {
            let ready = match opts.scene {
                Scene::Stir => {
                    if !*thrown && *phase.get() == TurnPhase::Throw {
                        requests.write(Request::Throw);
                        *thrown = true;
                    }
                    *thrown && *phase.get() == TurnPhase::Animate && table.last_throw.is_some()
                }
                Scene::Tutorial => {
                    if !*thrown && *phase.get() == TurnPhase::Throw && table.coach.is_some() {
                        requests.write(Request::Throw);
                        *thrown = true;
                    }
                    let choosing = *thrown && *phase.get() == TurnPhase::Choose;
                    if choosing && table.draft.selected.is_none() {
                        requests.write(Request::Click(Target::Space(5)));
                    }
                    choosing && table.draft.selected.is_some()
                }
                // The review ready, the board shows its costliest move beside the Expert's.
                Scene::Review => match review.as_deref() {
                    Some(GameReview::Ready(shown)) if !*thrown => {
                        let worst = (0..shown.review.turns.len())
                            .max_by(|&a, &b| {
                                let loss = |k: usize| shown.review.turns[k].loss;
                                loss(a).total_cmp(&loss(b))
                            })
                            .unwrap_or(0);
                        steps.write(ReplayStep::To(worst + 1));
                        *thrown = true;
                        false
                    }
                    _ => *thrown,
                },
                _ => true,
            };
            if ready {
                clock.since = Some(0.0);
            }
        }
        return;
    }
    clock.frames += 1;
    let settled = opts.scene == Scene::Stir || clock.frames >= SETTLE_FRAMES;
    let since = clock.since.as_mut().expect("set above");
    *since += time.delta_secs();
    let wait = if opts.scene == Scene::Stir { 1.5 } else { 1.0 };
    if *since >= wait && settled && !clock.taken {
        clock.taken = true;
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path))
            .observe(
                |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                },
            );
    }
}

fn record_frames(time: Res<Time>, opts: Res<LaunchOptions>, mut frames: ResMut<FrameTimes>) {
    if opts.frame_stats.is_some() && time.delta_secs() > 0.0 {
        frames.0.push(time.delta_secs() * 1000.0);
    }
}

fn exit_when_done(
    opts: Res<LaunchOptions>,
    table: Option<Res<Table>>,
    frames: Res<FrameTimes>,
    mut exit: MessageWriter<AppExit>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let turns_done = match (opts.exit_after_turns, &table) {
        (Some(n), Some(t)) => t.game().turns() >= n || t.is_over(),
        _ => false,
    };
    let frames_done = opts
        .exit_after_frames
        .is_some_and(|n| frames.0.len() as u32 >= n);
    if !(turns_done || frames_done) {
        return;
    }
    *done = true;
    if let Some(path) = &opts.frame_stats {
        let mut v = frames.0.clone();
        // The first frames include start-up work; they are not the steady state being measured.
        let skip = v.len().min(10);
        v.drain(..skip);
        v.sort_by(|a, b| a.total_cmp(b));
        let pct = |p: f32| {
            v.get(((v.len() as f32 - 1.0) * p).round() as usize)
                .copied()
                .unwrap_or(0.0)
        };
        let json = serde_json::json!({
            "frames": v.len(),
            "median_ms": pct(0.5),
            "p95_ms": pct(0.95),
            "p99_ms": pct(0.99),
            "turns": table.as_ref().map(|t| t.game().turns()),
        });
        if let Err(e) = std::fs::write(path, json.to_string() + "\n") {
            error!("cannot write {}: {e}", path.display());
        }
    }
    exit.write(AppExit::Success);
}

/// One request per frame: throw, then the random action entered like clicks.
fn autoplay(
    mut auto: ResMut<Autoplay>,
    mut table: ResMut<Table>,
    phase: Res<State<TurnPhase>>,
    queue: Res<EventQueue>,
    mut out: MessageWriter<Request>,
) {
    match phase.get() {
        TurnPhase::Throw if !queue.busy() => {
            out.write(Request::Throw);
            auto.driver.reset();
        }
        TurnPhase::Choose => {
            let Autoplay { rng, driver } = &mut *auto;
            if let Some(r) = driver.step(&mut table, |t| {
                Some(t.game().sample_action(&mut |n| rng.random_range(0..n)))
            }) {
                out.write(r);
            }
        }
        _ => {}
    }
}
