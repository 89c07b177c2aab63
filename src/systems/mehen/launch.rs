//! Horton's Mehen in the launch modes: its screenshot scenes set up (a game some turns in, before a
//! stir, over, under review) and each said ready for its picture once it shows what it is for; the
//! lesson scene's throw and pick; the autoplay soak; where `--continue` resumed; the turns played,
//! for the measurements. The app (window, pictures, frame times) knows no game.

use crate::systems::files::saves::{FileRequest, Notices};
use crate::systems::mehen::pieces::EventQueue;
use crate::systems::mehen::replay::ReplayStep;
use crate::systems::mehen::review_view::GameReview;
use crate::systems::mehen::sitting::{MehenScreen, MehenScreenMut, ScreenMut, Sitting};
use crate::systems::mehen::table::{NewGame, Table};
use crate::systems::mehen::turn::{Driver, Request, Target};
use crate::systems::shared::launch::{LaunchOptions, Scene, ShotClock, TurnsPlayed};
use crate::systems::shared::state::{AppState, TurnPhase};
use bevy::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, prepare_scene).add_systems(
        Update,
        (
            scene_ready,
            report_resume,
            count_turns,
            autoplay.run_if(in_state(AppState::Mehen).and_then(resource_exists::<Autoplay>)),
        ),
    );
}

/// Mehen's scenes: a game with random turns played straight through the engine to where the scene
/// shows it; with `--autoplay`, a new game for the autoplayer.
fn prepare_scene(
    mut commands: Commands,
    opts: Option<Res<LaunchOptions>>,
    mut next: ResMut<NextState<AppState>>,
    mut files: MessageWriter<FileRequest>,
) {
    let Some(opts) = opts else { return };
    if opts.resume {
        return;
    }
    let lessons = opts.scene == Scene::Tutorial;
    if opts.autoplay && !lessons {
        commands.insert_resource(Autoplay {
            rng: Pcg32::seed_from_u64(opts.seed ^ 0xA5A5),
            driver: Driver::default(),
        });
    }
    let scene = if opts.autoplay && !lessons {
        Scene::Game
    } else {
        opts.scene
    };
    if !matches!(
        scene,
        Scene::Game | Scene::Choosing | Scene::Stir | Scene::Gameover | Scene::Review
    ) {
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
    let Ok(mut sitting) = Sitting::new(&setup) else {
        return;
    };
    let mut table = sitting.view_mut();
    match scene {
        Scene::Game | Scene::Choosing if !opts.autoplay => {
            advance(&mut table, &mut rng, 40, |_| false);
        }
        Scene::Stir => advance(&mut table, &mut rng, 500, |t| {
            // Stop before a turn whose next throw is a Mehen throw, once lions are about.
            let mut peek = t.play.throws().clone();
            t.game().turns() > 20
                && matches!(
                    t.game().phase(),
                    crate::rules::mehen::Phase::Throw { after_mehen: false }
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
        sitting.table.game().board(),
        sitting.table.game().players(),
    ));
    sitting.insert(&mut commands);
    next.set(AppState::Mehen);
}

/// A scene on the Mehen screen is ready for its picture once it shows: the stir scene throws first,
/// the lesson throws and picks its pawn, the review shows its costliest move.
fn scene_ready(
    opts: Option<Res<LaunchOptions>>,
    clock: Option<ResMut<ShotClock>>,
    phase: Option<Res<State<TurnPhase>>>,
    screen: Option<MehenScreen>,
    mut requests: MessageWriter<Request>,
    mut thrown: Local<bool>,
    (review, mut steps): (Option<Res<GameReview>>, MessageWriter<ReplayStep>),
) {
    let table = screen.as_ref().map(|s| s.view());
    let (Some(opts), Some(mut clock)) = (opts, clock) else {
        return;
    };
    // An online room says itself when its picture is ready.
    if opts.screenshot.is_none() || clock.since.is_some() || opts.online.is_some() {
        return;
    }
    if let (Some(phase), Some(table)) = (&phase, &table) {
        let ready = match opts.scene {
            Scene::Stir => {
                if !*thrown && *phase.get() == TurnPhase::Throw {
                    requests.write(Request::Throw);
                    *thrown = true;
                }
                *thrown && *phase.get() == TurnPhase::Animate && table.tally.last_throw.is_some()
            }
            Scene::Tutorial => {
                if !*thrown && *phase.get() == TurnPhase::Throw && table.coach.is_some() {
                    requests.write(Request::Throw);
                    *thrown = true;
                }
                let choosing = *thrown && *phase.get() == TurnPhase::Move;
                if choosing && table.draft.selected.is_none() {
                    requests.write(Request::Click(Target::Space(5)));
                }
                choosing && table.draft.selected.is_some()
            }
            Scene::Choosing => choose_and_refuse(table, phase.get(), &mut thrown, &mut requests),
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
}

/// The choosing scene, a step a frame: at a person's turn, throw; give the first piece of a move
/// its points (a move of two pieces where there is one); click a piece that cannot move. Ready
/// once the refusal is shown.
fn choose_and_refuse(
    table: &crate::systems::mehen::sitting::Screen<'_>,
    phase: &TurnPhase,
    thrown: &mut bool,
    requests: &mut MessageWriter<Request>,
) -> bool {
    let person = !table.computer_to_move() && !table.remote_to_move();
    if !*thrown {
        if *phase == TurnPhase::Throw && person {
            requests.write(Request::Throw);
            *thrown = true;
        }
        return false;
    }
    if *phase != TurnPhase::Move {
        return false;
    }
    if table.notice.is_some() {
        return true;
    }
    let draft = &table.draft;
    let Some(seat) = table.game().to_move() else {
        return false;
    };
    let action = draft
        .legal
        .iter()
        .find(|a| a.second.is_some())
        .or_else(|| draft.legal.iter().find(|a| !a.is_pass()));
    let Some(first) = action.and_then(|a| a.moves().next()) else {
        // Nothing to move: the reason a piece cannot is what the scene shows.
        requests.write(Request::Click(Target::Space(1)));
        return false;
    };
    match (&draft.selected, draft.chosen.is_empty()) {
        (None, true) => {
            let target = first.from().map_or(Target::Tail(seat), Target::Space);
            requests.write(Request::Click(target));
        }
        (Some(sel), _) => {
            let option = sel.options.iter().position(|o| o.0 == first);
            requests.write(option.map_or(Request::Undo, Request::Option));
        }
        // An opponent's pawn cannot be moved: its space, or the head's.
        (None, false) => {
            let pos = table.game().position();
            let theirs = (1..table.game().board().head).find(|&s| {
                matches!(pos.cell(s), crate::rules::mehen::position::Cell::Pawn(o) if o != seat)
            });
            let space = theirs.unwrap_or(table.game().board().head);
            requests.write(Request::Click(Target::Space(space)));
        }
    }
    false
}

/// The turns of the game on the Mehen screen, for `--exit-after-turns` and the frame-time figures.
fn count_turns(screen: Option<MehenScreen>, played: Option<ResMut<TurnsPlayed>>) {
    let table = screen.as_ref().map(|s| s.view());
    if let (Some(table), Some(mut played)) = (table, played) {
        played.turns = Some(table.game().turns());
        played.over = table.is_over();
    }
}

/// With `--continue`: says on the command line where the game resumed, or why it could not.
fn report_resume(
    opts: Option<Res<LaunchOptions>>,
    screen: Option<MehenScreen>,
    notices: Res<Notices>,
    mut done: Local<bool>,
) {
    let table = screen.as_ref().map(|s| s.view());
    if !opts.is_some_and(|o| o.resume) || *done {
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
fn advance(table: &mut ScreenMut<'_>, rng: &mut Pcg32, turns: u32, stop: impl Fn(&Table) -> bool) {
    while !table.is_over() && table.game().turns() < turns && !stop(table.table) {
        match table.game().phase() {
            crate::rules::mehen::Phase::Move { .. } => {
                let a = table.game().sample_action(&mut |n| rng.random_range(0..n));
                let _ = table.play(a);
            }
            crate::rules::mehen::Phase::Over => break,
            _ => {
                table.throw();
            }
        }
    }
}

/// The autoplayer: random legal actions, entered through the same requests as clicks and keys.
#[derive(Resource)]
struct Autoplay {
    rng: Pcg32,
    driver: Driver,
}

/// One request per frame: throw, then the random action entered like clicks.
fn autoplay(
    mut auto: ResMut<Autoplay>,
    mut screen: MehenScreenMut,
    phase: Res<State<TurnPhase>>,
    queue: Res<EventQueue>,
    mut out: MessageWriter<Request>,
) {
    let mut table = screen.view_mut();
    match phase.get() {
        TurnPhase::Throw if !queue.busy() => {
            out.write(Request::Throw);
            auto.driver.reset();
        }
        TurnPhase::Move => {
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
