//! A lesson played on a race game's screen (Senet, the Hyena game, family Mehen, Bak-Amen): the match
//! keeps the step's coach (`RaceMatch::coach`), which refuses moves other than the step's goal; these
//! systems script each step's throw into the match's sticks, tell when the goal is reached, play it
//! for the player ("Show me") and put the step back ("Again"). The lesson itself is data
//! (`crate::tutorial`); the Learn room starts it through the registry and shows its panel.

use crate::persist::settings::Settings;
use crate::systems::race::race_match::{RaceMatch, RaceRoom};
use crate::systems::shared::busy::{ActsByItself, report_busy};
use crate::systems::shared::lesson::LessonRequest;
use crate::systems::shared::state::{AppState, GameSet};
use crate::tutorial::StepDone;
use crate::tutorial::race::{RaceCoach, show_me_race};
use crate::tutorial::{Goal, Lesson, LessonEntry, Step};
use bevy::prelude::*;

/// The race lesson being played.
#[derive(Resource)]
pub struct RaceLesson {
    /// Its place in the list of lessons.
    pub index: usize,
    pub entry: LessonEntry,
    pub step: usize,
    pub reached: bool,
    /// How many moves other than the goal's were tried in this step.
    pub refused: u32,
    /// The screen it is played on (the lesson ends when it is left).
    pub screen: AppState,
    /// The throw shown when the step began.
    throw_mark: Option<u32>,
    /// "Show me": the step's moves are being played for the player, one each time the timer ends.
    showing: Option<Timer>,
    /// This step is the other seat's, played for the learner.
    pub for_you: bool,
    /// The first step has looked at the match (whose turn it opens on).
    begun: bool,
}

impl RaceLesson {
    pub fn new(index: usize, entry: LessonEntry, screen: AppState) -> Self {
        RaceLesson {
            index,
            entry,
            step: 0,
            reached: false,
            refused: 0,
            screen,
            throw_mark: None,
            showing: None,
            for_you: false,
            begun: false,
        }
    }

    pub fn current(&self) -> Option<&Step> {
        self.entry.lesson.steps.get(self.step)
    }

    pub fn is_last_step(&self) -> bool {
        self.step + 1 >= self.entry.lesson.steps.len()
    }
}

impl ActsByItself for RaceLesson {
    /// "Show me" plays on by itself.
    fn acts_by_itself(&self) -> bool {
        self.showing.is_some()
    }
}

/// The step begins on the match as it stands: its coach, and its throw loaded in the sticks.
pub fn coach_step<G: RaceRoom>(m: &mut RaceMatch<G>, step: &Step) {
    let coach = RaceCoach::for_step(step, m.game());
    m.coach = Some(coach);
    m.throws_mut().script_next(step.throw);
}

/// A new match `m` turned into lesson `lesson`'s: its position, its seats all people, its first
/// step coached.
pub fn lesson_match<G: RaceRoom>(
    mut m: RaceMatch<G>,
    lesson: &Lesson,
) -> Result<RaceMatch<G>, crate::tutorial::race::LessonStartError> {
    m.set_game(G::lesson_start(lesson)?);
    if let Some(step) = lesson.steps.first() {
        coach_step(&mut m, step);
    }
    Ok(m)
}

/// The step begins; the other seat's step is played for the learner.
fn begin<G: RaceRoom>(run: &mut RaceLesson, m: &mut RaceMatch<G>) {
    if let Some(step) = run.current().cloned() {
        coach_step(m, &step);
    }
    run.reached = false;
    run.refused = 0;
    whose_step(run, m);
    run.throw_mark = m.shown_throw().map(|(_, serial)| serial);
}

/// Show me's pace: a move every 0.6 s.
fn show_timer() -> Timer {
    Timer::from_seconds(0.6, TimerMode::Repeating)
}

/// Again, Next step and Show me, on `G`'s screen.
fn requests<G: RaceRoom>(
    mut requests: MessageReader<LessonRequest>,
    mut run: ResMut<RaceLesson>,
    mut m: ResMut<RaceMatch<G>>,
) {
    for req in requests.read().copied() {
        match req {
            LessonRequest::Again => {
                if let Some(start) = m.coach.as_ref().map(|c| c.step_start.clone()) {
                    m.set_game(start);
                }
                begin(&mut run, &mut *m);
            }
            LessonRequest::NextStep if run.reached && !run.is_last_step() => {
                run.step += 1;
                begin(&mut run, &mut *m);
            }
            LessonRequest::ShowMe if !run.reached => {
                run.showing = Some(show_timer());
            }
            _ => {}
        }
    }
}

/// Whether the step is the other seat's, then played for the learner (Show me's pace).
fn whose_step<G: RaceRoom>(run: &mut RaceLesson, m: &RaceMatch<G>) {
    run.for_you =
        run.current().is_some() && run.entry.lesson.plays_for_you(m.game().seat_to_move());
    run.showing = run.for_you.then(show_timer);
}

/// "Show me": throws for the player, then plays the goal's move, a moment apart.
fn show_me<G: RaceRoom>(
    time: Res<Time>,
    mut run: ResMut<RaceLesson>,
    m: Res<RaceMatch<G>>,
    mut out: MessageWriter<G::Request>,
) {
    // A lesson may open on the other seat's turn: it is played for the learner from the start.
    if !run.begun {
        run.begun = true;
        whose_step(&mut run, &m);
    }
    if run.reached {
        return;
    }
    let Some(timer) = run.showing.as_mut() else {
        return;
    };
    timer.tick(time.delta());
    if !timer.just_finished() {
        return;
    }
    if m.game().throw_due() {
        out.write(G::throw_request());
        return;
    }
    let goal = m.coach.as_ref().and_then(|c| c.goal.clone());
    if let Some(pick) = show_me_race::<G>(goal.as_deref(), m.legal()) {
        out.write(G::request_for(&m, Some(pick)));
    }
}

/// A step is reached once its throw has fallen (a `Throw` goal) or a move was played (the coach
/// refuses any other than the goal's); the last step's ends the lesson, remembered as done.
fn follow<G: RaceRoom>(
    mut run: ResMut<RaceLesson>,
    mut m: ResMut<RaceMatch<G>>,
    mut settings: ResMut<Settings>,
) {
    let Some(coach) = m.coach.as_ref() else {
        return;
    };
    run.refused = coach.refused;
    if run.reached {
        return;
    }
    let Some(step) = run.current() else { return };
    let reached = match step.goal {
        Goal::Throw => m.shown_throw().map(|(_, serial)| serial) != run.throw_mark,
        Goal::Play(_) | Goal::Any => coach.played > 0,
    };
    if reached {
        run.reached = true;
        run.showing = None;
        // The match waits for the learner to read what the step showed and go on.
        let done = StepDone::after(run.is_last_step());
        if let Some(coach) = m.coach.as_mut() {
            coach.waiting = Some(done);
        }
        if run.is_last_step() {
            let id = run.entry.id.clone();
            settings.mark_lesson_done(&id);
        }
    }
}

/// The lesson systems of race game `G`.
pub fn plugin<G: RaceRoom>(app: &mut App) {
    app.add_message::<LessonRequest>()
        .add_systems(Update, report_busy::<RaceLesson>)
        .add_systems(
            Update,
            (
                (requests::<G>, show_me::<G>).chain().in_set(GameSet::Input),
                follow::<G>.in_set(GameSet::Mirror),
            )
                .run_if(
                    in_state(G::STATE)
                        .and_then(resource_exists::<RaceLesson>)
                        .and_then(resource_exists::<RaceMatch<G>>),
                ),
        );
}
