//! Starting the window: the normal game, a screenshot of one scene (`--screenshot`), or the autoplay
//! soak and frame-time benchmark (`--autoplay`).

use crate::persist::Paths;
use crate::persist::settings::load_settings;
use crate::rules::GameKind;
use crate::systems::files::saves::{FileRequest, Notices, Storage};
use crate::systems::learn::Lessons;
use crate::systems::learn::coach::LessonRequest;
pub use crate::systems::shared::launch::{LaunchOptions, Scene};
use crate::systems::shared::launch::{ShotClock, TurnsPlayed};
use crate::systems::shared::registry::GameRegistry;
use crate::systems::shared::space_labels::{ReadableNumber, smallest_number};
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::TextCheck;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::time::TimeUpdateStrategy;
use bevy::winit::WinitSettings;
use std::process::ExitCode;

/// Frame times (ms) recorded for `--frame-stats`.
#[derive(Resource, Default)]
struct FrameTimes(Vec<f32>);

/// Frames a scene is given to settle before its picture (the panels find their size, then the camera
/// frames the board), however slowly a large window draws.
const SETTLE_FRAMES: u32 = 40;

/// The game's window: its title and size (the player's own, or a fixed one for figures and pictures),
/// and in a browser the page's canvas.
fn main_window(
    opts: &LaunchOptions,
    settings: &crate::persist::settings::Settings,
    measuring: bool,
) -> Window {
    // `--size` wins; otherwise figures and screenshots use a fixed size, and play the size the
    // player left.
    let size = opts.size.unwrap_or(if measuring {
        (1280, 720)
    } else {
        (settings.window_width, settings.window_height)
    });
    #[allow(unused_mut, reason = "changed only on some platforms")]
    let mut window = Window {
        title: "Mehen".into(),
        // With a scale factor the window keeps its size in logical pixels: twice the pixels at
        // 2.0, each interface element twice as large.
        resolution: match opts.scale {
            Some(s) => bevy::window::WindowResolution::new(
                (size.0 as f32 * s) as u32,
                (size.1 as f32 * s) as u32,
            )
            .with_scale_factor_override(s),
            None => size.into(),
        },
        ..default()
    };
    // In a browser the game fills the page's canvas and keeps the keys it uses from the page.
    #[cfg(target_arch = "wasm32")]
    {
        window.canvas = Some("#mehen".into());
        window.fit_canvas_to_parent = true;
        window.prevent_default_event_handling = true;
    }
    window
}

/// Opens the game window with these options (or, with `headless`, runs the game without one).
pub fn run_game(opts: LaunchOptions) -> ExitCode {
    let paths = Paths::from_env();
    // No settings yet: the first start, which opens the window as large as the screen allows.
    let first_start = !crate::persist::disk::exists(&paths.settings());
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
        let window = main_window(&opts, &settings, measuring);
        app.add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(window),
            ..default()
        }))
        .add_systems(Startup, move |mut windows: Query<&mut Window>| {
            if first_start && !measuring {
                for mut w in &mut windows {
                    w.set_maximized(true);
                }
            }
        })
        .add_plugins(bevy_egui::EguiPlugin::default())
        .add_plugins(bevy_kira_audio::AudioPlugin)
        .add_plugins(crate::systems::game_plugin)
        .add_plugins(crate::systems::window_plugin)
        // A page draws each of the browser's frames (its timers do not wake a sleeping page).
        .insert_resource(
            if measuring || opts.monkey.is_some() || cfg!(target_arch = "wasm32") {
                WinitSettings::continuous()
            } else {
                WinitSettings::desktop_app()
            },
        );
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
        .init_resource::<ViewTrack>()
        .init_resource::<ShotClock>()
        .init_resource::<TurnsPlayed>()
        .add_systems(Startup, prepare_scene)
        .add_systems(Update, (record_frames, exit_when_done));
    if opts.screenshot.is_some() {
        app.add_systems(Update, take_screenshot);
    }
    if opts.touch {
        app.insert_resource(crate::systems::shared::touch::TouchScreen(true));
    }
    if let (Some(report), false) = (opts.check_text.clone(), opts.headless) {
        crate::systems::shared::text_fit::check_plugin(&mut app, report);
    }
    if let Some(seconds) = opts.monkey {
        crate::systems::app::monkey::add(&mut app, seconds, opts.seed);
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
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
    // An online room says itself when its picture is ready (`online::launch`).
    if opts.online.is_some() {
        return;
    }
    // The autoplayer plays a game, or with the tutorial scene every lesson.
    let scene = if opts.autoplay && opts.scene != Scene::Tutorial {
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
        // The lesson autoplayer plays every lesson from the first.
        Scene::Tutorial if opts.autoplay => {
            lesson.write(LessonRequest::Start(0));
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
        // Horton's Mehen sets its own scenes up (`mehen::launch`).
        Scene::Game | Scene::Choosing | Scene::Stir | Scene::Gameover | Scene::Review => {}
    }
}

fn take_screenshot(
    mut commands: Commands,
    time: Res<Time>,
    opts: Res<LaunchOptions>,
    mut clock: ResMut<ShotClock>,
    text_check: Option<ResMut<TextCheck>>,
) {
    let Some(path) = opts.screenshot.clone() else {
        return;
    };
    // Until the scene is ready (the room that set it up says so).
    if clock.since.is_none() {
        return;
    }
    clock.frames += 1;
    let settled = opts.scene == Scene::Stir || clock.frames >= SETTLE_FRAMES;
    let since = clock.since.as_mut().expect("set above");
    *since += time.delta_secs();
    let wait = if opts.scene == Scene::Stir { 1.5 } else { 1.0 };
    if *since >= wait && settled && !clock.taken {
        clock.taken = true;
        if let Some(mut check) = text_check {
            check.judge_next = true;
        }
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

/// Where the board stands on screen through a measured run: the camera's scale (world units a pixel)
/// and centre, and how often they changed once the screen had settled.
#[derive(Resource, Default)]
struct ViewTrack {
    last: Option<(f32, Vec2)>,
    changes: u32,
}

/// Frames a screen takes to lay out its panels before the board is expected to hold still.
const VIEW_SETTLE_FRAMES: usize = 30;

fn record_frames(
    time: Res<Time>,
    opts: Res<LaunchOptions>,
    mut frames: ResMut<FrameTimes>,
    mut view: ResMut<ViewTrack>,
    cameras: Query<(&Projection, &Transform), With<Camera2d>>,
) {
    if opts.frame_stats.is_none() || time.delta_secs() <= 0.0 {
        return;
    }
    frames.0.push(time.delta_secs() * 1000.0);
    let Some((Projection::Orthographic(o), tf)) = cameras.iter().next() else {
        return;
    };
    let now = (o.scale, tf.translation.truncate());
    if frames.0.len() > VIEW_SETTLE_FRAMES && view.last.is_some_and(|last| last != now) {
        view.changes += 1;
    }
    view.last = Some(now);
}

/// The board's width and height on screen as shares of the window's.
fn board_share(
    frame: Option<&crate::systems::shared::state::ViewFrame>,
    window: Option<&Window>,
    units_per_pixel: Option<f32>,
) -> Option<[f32; 2]> {
    let (frame, window, scale) = (frame?, window?, units_per_pixel?);
    let on_screen = frame.board / scale;
    Some([on_screen.x / window.width(), on_screen.y / window.height()])
}

fn exit_when_done(
    opts: Res<LaunchOptions>,
    played: Res<TurnsPlayed>,
    frames: Res<FrameTimes>,
    view: Res<ViewTrack>,
    (numbers, windows, frame): (
        Query<&TextFont, With<ReadableNumber>>,
        Query<&Window>,
        Option<Res<crate::systems::shared::state::ViewFrame>>,
    ),
    mut exit: MessageWriter<AppExit>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    // An online game counts its turns itself (`online::launch`).
    let turns_done = match (
        opts.exit_after_turns.filter(|_| opts.online.is_none()),
        played.turns,
    ) {
        (Some(n), Some(turns)) => turns >= n || played.over,
        _ => false,
    } || played.lessons.is_some();
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
            "turns": played.turns,
            "lessons": played.lessons,
            // The smallest space number as tall as it stands on screen, in pixels.
            "number_px_min": smallest_number(numbers.iter()).zip(view.last).map(|(s, v)| s / v.0),
            "world_units_per_pixel": view.last.map(|v| v.0),
            // The board itself (not its trays) as a share of the window's width and height.
            "board_share": board_share(frame.as_deref(), windows.single().ok(), view.last.map(|v| v.0)),
            "board_moves": view.changes,
        });
        if let Err(e) = std::fs::write(path, json.to_string() + "\n") {
            error!("cannot write {}: {e}", path.display());
        }
    }
    exit.write(AppExit::Success);
}
