//! `--autoplay --scene tutorial`: every Mehen lesson played through as a learner who presses "Show
//! me" at each step, then "Next", then the next lesson, so the frame figures (and the test that the
//! board holds still) cover a lesson's screen: its panel, each step's words and the lesson's end.

use super::Lessons;
use super::coach::{LessonRequest, LessonRun};
use crate::systems::mehen::pieces::EventQueue;
use crate::systems::shared::launch::{LaunchOptions, Scene, TurnsPlayed};
use crate::systems::shared::state::{AppState, GameSet};
use bevy::prelude::*;

/// Frames each state is left on screen before the next button is pressed, so the panel lays out
/// every state it shows (a step's words, its "done" words, the lesson's end).
const DWELL_FRAMES: u32 = 20;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        play_lessons
            .in_set(GameSet::Input)
            .run_if(in_state(AppState::Mehen).and_then(lesson_autoplay)),
    );
}

fn lesson_autoplay(opts: Option<Res<LaunchOptions>>) -> bool {
    opts.is_some_and(|o| o.autoplay && o.scene == Scene::Tutorial)
}

/// The learner's next press, once the board is still and the current state has been seen a while.
fn play_lessons(
    run: Option<Res<LessonRun>>,
    lessons: Res<Lessons>,
    queue: Res<EventQueue>,
    mut played: ResMut<TurnsPlayed>,
    mut out: MessageWriter<LessonRequest>,
    mut idle: Local<u32>,
    mut lessons_done: Local<u32>,
) {
    let Some(run) = run else { return };
    if queue.busy() {
        *idle = 0;
        return;
    }
    *idle += 1;
    if *idle < DWELL_FRAMES {
        return;
    }
    *idle = 0;
    if !run.reached {
        out.write(LessonRequest::ShowMe);
    } else if !run.is_last_step() {
        out.write(LessonRequest::NextStep);
    } else if played.lessons.is_none() {
        *lessons_done += 1;
        let next = lessons
            .list
            .iter()
            .enumerate()
            .skip(run.index + 1)
            .find(|(_, e)| e.lesson.is_mehen() && !e.lesson.practice);
        match next {
            Some((n, _)) => {
                out.write(LessonRequest::Start(n));
            }
            None => played.lessons = Some(*lessons_done),
        }
    }
}
