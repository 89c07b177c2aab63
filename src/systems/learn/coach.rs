//! A lesson played on the Mehen screen: the table is set up from the lesson, each step scripts the
//! throw and the moves it accepts (`Table::coach`), and this follows the table to tell when a step's
//! goal is reached. "Show me" enters the goal for the player the way a computer seat does; "Again"
//! puts the step's position back.

use super::Lessons;
use crate::ai::Level;
use crate::persist::settings::Settings;
use crate::rules::mehen::Game;
use crate::systems::mehen::pieces::EventQueue;
use crate::systems::mehen::sitting::{MehenScreen, MehenScreenMut, ScreenMut, Sitting};
use crate::systems::mehen::table::{Coach, NewGame, SeatKind, SeatSetup, StepDone};
use crate::systems::mehen::turn::{Driver, Request};
use crate::systems::shared::board_layout::{Arrangement, BoardLayout, Lettering};
use crate::systems::shared::registry::GameRegistry;
use crate::systems::shared::state::{AppState, GameSet, TurnPhase};
use crate::tutorial::{Goal, LessonEntry, Step};
use bevy::prelude::*;
use std::sync::Arc;

/// The lesson being played.
#[derive(Resource)]
pub struct LessonRun {
    /// Its place in [`Lessons`].
    pub index: usize,
    pub entry: LessonEntry,
    pub step: usize,
    pub reached: bool,
    setup: NewGame,
    /// The game as the step began, for "Again".
    step_start: Game,
    /// The throws made and turns played as the step began.
    baseline: (u32, u32),
    /// Entering the goal for the player ("Show me").
    showing: Option<Driver>,
    /// This step is the other seat's, played for the learner.
    pub for_you: bool,
    /// The table the step began on: until it is on the screen (Again puts a new one there a frame
    /// later), the one still showing says nothing about this step.
    table_id: u64,
}

impl LessonRun {
    pub fn current(&self) -> Option<&Step> {
        self.entry.lesson.steps.get(self.step)
    }

    pub fn is_last_step(&self) -> bool {
        self.step + 1 >= self.entry.lesson.steps.len()
    }
}

pub use crate::systems::race::lesson::RaceLesson;
pub use crate::systems::shared::lesson::LessonRequest;
use crate::systems::shared::lesson::RaceLessonUnderway;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<LessonRequest>()
        // A lesson ends when its screen is left (before a new one can start, in the same frame).
        .add_systems(
            Update,
            (
                (|mut commands: Commands| commands.remove_resource::<LessonRun>())
                    .run_if(not(in_state(AppState::Mehen)).and_then(resource_exists::<LessonRun>)),
                end_race_lesson,
                lesson_requests,
            )
                .chain(),
        )
        .add_systems(
            Update,
            (
                (finish_the_turn, show_me).chain().in_set(GameSet::Input),
                follow.in_set(GameSet::Mirror),
            )
                .run_if(in_state(AppState::Mehen).and_then(resource_exists::<LessonRun>)),
        );
}

/// The coach for a step: its throw and the moves it accepts.
fn coach_for(step: &Step) -> Coach {
    Coach {
        throws: step.mehen_throw().into_iter().collect(),
        goal: step.mehen_goal().ok().flatten(),
        moves: matches!(step.goal, Goal::Any),
        refused: 0,
        waiting: None,
    }
}

/// Puts a step's position on the table.
fn set_step(run: &mut LessonRun, game: Game, commands: &mut Commands) {
    let mut sitting = Sitting::with_game(&run.setup, game);
    begin_step(run, &mut sitting.view_mut());
    sitting.insert(commands);
}

/// The step begins on the table as it stands; the other seat's step is played for the learner.
fn begin_step(run: &mut LessonRun, table: &mut ScreenMut<'_>) {
    table.settings.hints = true;
    table.notice = None;
    table.coach = run.current().map(coach_for);
    run.baseline = (table.tally.serial, table.game().turns());
    run.table_id = table.id;
    run.step_start = table.game().clone();
    run.reached = false;
    run.for_you = run.current().is_some()
        && run
            .entry
            .lesson
            .plays_for_you(table.game().to_move().map(|s| s.0));
    run.showing = run.for_you.then(Driver::default);
}

/// A lesson's seats: people all (the player moves every seat a lesson asks for).
fn lesson_setup(entry: &LessonEntry, board: Arc<crate::rules::mehen::Board>) -> NewGame {
    let lesson = &entry.lesson;
    let tag = lesson.board.clone().unwrap_or_else(|| "classic".into());
    NewGame {
        board,
        board_tag: tag,
        seats: SeatSetup::defaults(lesson.players),
        rules: crate::rules::mehen::Rules::default(),
        time_limit_minutes: None,
        seed: 1,
        board_ron: None,
        remote: None,
    }
}

/// A race game's lesson ends when its screen is left.
fn end_race_lesson(
    mut commands: Commands,
    run: Option<Res<RaceLesson>>,
    state: Res<State<AppState>>,
) {
    if run.is_some_and(|r| r.screen != *state.get()) {
        commands.remove_resource::<RaceLesson>();
        commands.remove_resource::<RaceLessonUnderway>();
    }
}

fn lesson_requests(
    mut requests: MessageReader<LessonRequest>,
    mut commands: Commands,
    lessons: Res<Lessons>,
    run: Option<ResMut<LessonRun>>,
    mut screen: Option<MehenScreenMut>,
    mut queue: ResMut<EventQueue>,
    mut phase: ResMut<NextState<TurnPhase>>,
    (state, mut next): (Res<State<AppState>>, ResMut<NextState<AppState>>),
    mut settings: ResMut<Settings>,
    (registry, layout): (Res<GameRegistry>, Option<Res<BoardLayout>>),
) {
    let mut table = screen.as_mut().map(|s| s.view_mut());
    let mut run = run;
    for req in requests.read().copied() {
        match (req, run.as_deref_mut()) {
            (LessonRequest::Start(n), _) => {
                let Some(entry) = lessons.list.get(n) else {
                    continue;
                };
                if !entry.lesson.is_mehen() {
                    // The other games' lessons play on their own screens (`race::lesson`).
                    if let Ok(screen) = registry.start_lesson(&entry.lesson, &mut commands) {
                        commands.insert_resource(RaceLesson::new(n, entry.clone(), screen));
                        commands.insert_resource(RaceLessonUnderway);
                        next.set(screen);
                    }
                    return;
                }
                // Played on at once on the table as it stands: its trays stay where they are drawn.
                let keep = (*state.get() == AppState::Mehen)
                    .then(|| layout.as_deref().map(BoardLayout::plan))
                    .flatten();
                start(&mut commands, n, entry, (&mut settings, keep));
                queue.events.clear();
                queue.dirty = true;
                if *state.get() == AppState::Mehen {
                    // Next lesson: the pieces are set out for it at once (the animation phase matches
                    // them to the new table), not after its first throw.
                    phase.set(TurnPhase::Animate);
                } else {
                    phase.set(TurnPhase::Throw);
                    next.set(AppState::Mehen);
                }
                return;
            }
            (LessonRequest::Again, Some(run)) => {
                let game = run.step_start.clone();
                set_step(run, game, &mut commands);
            }
            (LessonRequest::NextStep, Some(run)) if run.reached && !run.is_last_step() => {
                let Some(table) = table.as_mut() else {
                    continue;
                };
                run.step += 1;
                begin_step(run, table);
                // The board stays as the last step left it.
                continue;
            }
            (LessonRequest::ShowMe, Some(run)) if !run.reached => {
                run.showing = Some(Driver::default());
            }
            _ => continue,
        }
        queue.events.clear();
        queue.wait = None;
        queue.dirty = true;
        // The pieces go back to the step's start at once, then the throw is due.
        phase.set(TurnPhase::Animate);
    }
}

/// Starts lesson `n`: its position on the Mehen screen, or (a practice lesson) a real game against
/// the Novice computer.
fn start(
    commands: &mut Commands,
    n: usize,
    entry: &LessonEntry,
    (settings, keep): (&mut Settings, Option<(Arrangement, Lettering)>),
) {
    let layout = |board: &crate::rules::mehen::Board, players: u8| {
        let mut layout = BoardLayout::new(board, players);
        if let Some(plan) = keep {
            layout.arrange(plan);
        }
        layout
    };
    let lesson = &entry.lesson;
    if lesson.practice {
        let mut setup = NewGame::default_for(lesson.players.max(2), crate::persist::clock_seed());
        for s in setup.seats.iter_mut().skip(1) {
            s.kind = SeatKind::Computer(Level::Novice);
        }
        if let Ok(sitting) = Sitting::new(&setup) {
            commands.insert_resource(layout(&setup.board, sitting.table.game().players()));
            sitting.insert(commands);
        }
        mark_done(settings, &entry.id);
        return;
    }
    let Ok(game) = lesson.mehen_start() else {
        return;
    };
    let setup = lesson_setup(entry, game.board().clone());
    commands.insert_resource(layout(&setup.board, game.players()));
    let mut run = LessonRun {
        index: n,
        entry: entry.clone(),
        step: 0,
        reached: false,
        setup,
        step_start: game.clone(),
        baseline: (0, 0),
        showing: None,
        for_you: false,
        table_id: 0,
    };
    set_step(&mut run, game, commands);
    commands.insert_resource(run);
}

/// Remembers a lesson as done (the settings file keeps the list).
pub fn mark_done(settings: &mut Settings, id: &str) {
    settings.mark_lesson_done(id);
}

/// "Show me": throws for the player, then enters the goal's first move click by click.
fn show_me(
    mut run: ResMut<LessonRun>,
    mut screen: MehenScreenMut,
    phase: Res<State<TurnPhase>>,
    queue: Res<EventQueue>,
    mut out: MessageWriter<Request>,
) {
    let mut table = screen.view_mut();
    let Some(step) = run.current() else { return };
    let goal = step.mehen_goal().ok().flatten();
    let is_throw = matches!(step.goal, Goal::Throw);
    let baseline = run.baseline;
    let Some(driver) = run.showing.as_mut() else {
        return;
    };
    if queue.busy() {
        return;
    }
    match phase.get() {
        TurnPhase::Throw if table.game().turns() == baseline.1 && !is_throw => {
            out.write(Request::Throw);
        }
        TurnPhase::Throw if is_throw && table.tally.serial == baseline.0 => {
            out.write(Request::Throw);
        }
        TurnPhase::Move => {
            let mut legal = Vec::new();
            table.game().legal_actions(&mut legal);
            let pick = match &goal {
                Some(g) => crate::tutorial::show_me_mehen(g, &legal),
                None => crate::tutorial::any_move(&legal),
            };
            if let Some(r) = driver.step(&mut table, |_| pick) {
                out.write(r);
            }
        }
        _ => {}
    }
}

/// A step about one piece's move: once the player has made it, the rest of the turn (the points a
/// second piece must take) is entered for them, so the step stays about its one idea.
fn finish_the_turn(
    mut run: ResMut<LessonRun>,
    screen: MehenScreen,
    phase: Res<State<TurnPhase>>,
    queue: Res<EventQueue>,
) {
    let table = screen.view();
    if run.showing.is_some() || queue.busy() || *phase.get() != TurnPhase::Move {
        return;
    }
    let Some(goal) = table.coach.as_ref().and_then(|c| c.goal.as_ref()) else {
        return;
    };
    let chosen = &table.draft.chosen;
    let made_the_move = goal
        .iter()
        .any(|entry| matches!(entry.as_slice(), [one] if chosen.contains(one)));
    if !made_the_move || table.draft.selected.is_some() {
        return;
    }
    if let Some(rest) = crate::tutorial::rest_of_turn(goal, chosen, &table.draft.legal) {
        run.showing = Some(Driver::finishing(rest));
    }
}

/// A step is reached once its throw has fallen (a `Throw` goal) or a move was played (the coach
/// refuses any other than the goal's), and the board has shown it.
fn follow(
    mut run: ResMut<LessonRun>,
    mut screen: MehenScreenMut,
    phase: Res<State<TurnPhase>>,
    queue: Res<EventQueue>,
    mut settings: ResMut<Settings>,
) {
    let table = screen.view();
    if run.reached || queue.busy() || *phase.get() == TurnPhase::Animate || table.id != run.table_id
    {
        return;
    }
    let Some(step) = run.current() else { return };
    let reached = match step.goal {
        // Once the throw has fallen and whatever it brought is done (a stir, or the pass of a turn
        // with nothing to move), unless the lesson ends on the throw itself.
        Goal::Throw => {
            table.tally.serial > run.baseline.0
                && (*phase.get() != TurnPhase::Move || run.is_last_step())
        }
        Goal::Play(_) | Goal::Any => table.game().turns() > run.baseline.1,
    };
    if reached {
        run.reached = true;
        run.showing = None;
        let done = StepDone::after(run.is_last_step());
        if let Some(coach) = &mut screen.view_mut().coach {
            coach.waiting = Some(done);
        }
        if run.is_last_step() {
            let id = run.entry.id.clone();
            mark_done(&mut settings, &id);
        }
    }
}
