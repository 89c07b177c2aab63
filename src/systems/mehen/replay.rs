//! The replay viewer: a record watched turn by turn (step, jump, play, play on from any turn).

use crate::i18n::Said;
use crate::rules::mehen::record::Record;
use crate::systems::files::notices::Notices;
use crate::systems::mehen::pieces::EventQueue;
use crate::systems::mehen::sitting::{MehenScreenMut, Sitting, TableError};
use crate::systems::mehen::table::{NewGame, SeatKind, SeatSetup};
use crate::systems::shared::board_layout::BoardLayout;
use crate::systems::shared::state::{AppState, GameSet, TurnPhase};
use bevy::prelude::*;

/// A record being watched in the replay viewer; while it exists no one plays.
#[derive(Resource)]
pub struct Replay {
    pub record: Record,
    pub setup: NewGame,
    /// Turns shown so far.
    pub at: usize,
    pub playing: bool,
    pub title: String,
    timer: Timer,
}

/// What the replay viewer's buttons and keys ask for.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayStep {
    Forward,
    Back,
    To(usize),
    TogglePlay,
    /// Leave the viewer and play on from the turn shown.
    PlayOn,
    /// Review the game (`review_view`).
    Review,
}

pub fn no_replay(replay: Option<Res<Replay>>) -> bool {
    replay.is_none()
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReplayStep>()
        // Not on leaving the game screen: opening a record from the game re-enters it.
        .add_systems(
            Update,
            (|mut commands: Commands| commands.remove_resource::<Replay>())
                .run_if(not(in_state(AppState::Mehen)).and_then(resource_exists::<Replay>)),
        )
        .add_systems(
            Update,
            replay_steps
                .in_set(GameSet::Engine)
                .run_if(in_state(AppState::Mehen)),
        );
}

/// Puts a record on the table to watch from turn `at` (the caller shows the game screen).
pub(crate) fn start_replay(
    commands: &mut Commands,
    record: Record,
    setup: NewGame,
    title: String,
    at: usize,
) -> Result<(), TableError> {
    // The viewer's seats are people: no bot must act on its turns.
    let mut setup = setup;
    for s in &mut setup.seats {
        s.kind = SeatKind::Human;
    }
    let at = at.min(record.turns.len());
    let sitting = Sitting::replayed(&setup, &record, at)?;
    commands.insert_resource(BoardLayout::new(
        &setup.board,
        sitting.table.game().players(),
    ));
    sitting.insert(commands);
    commands.insert_resource(Replay {
        record,
        setup,
        at,
        playing: false,
        title,
        timer: Timer::from_seconds(0.8, TimerMode::Once),
    });
    Ok(())
}

pub(crate) fn replay_steps(
    mut steps: MessageReader<ReplayStep>,
    mut commands: Commands,
    replay: Option<ResMut<Replay>>,
    mut screen: MehenScreenMut,
    mut queue: ResMut<EventQueue>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    time: Res<Time>,
    mut notices: ResMut<Notices>,
) {
    let mut table = screen.view_mut();
    let Some(mut replay) = replay else {
        steps.clear();
        return;
    };
    let idle = *phase.get() != TurnPhase::Animate && !queue.busy();
    let mut wanted: Vec<ReplayStep> = steps.read().copied().collect();
    if replay.playing && idle {
        replay.timer.tick(time.delta());
        if replay.timer.is_finished() {
            replay.timer.reset();
            wanted.push(ReplayStep::Forward);
        }
    }
    let len = replay.record.turns.len();
    for step in wanted {
        let target = match step {
            ReplayStep::TogglePlay => {
                replay.playing = !replay.playing && replay.at < len;
                continue;
            }
            ReplayStep::PlayOn => {
                // The sticks go on from a generator of their own: a record does not carry one.
                table.play.set_throws(crate::dice::Sticks::seeded(
                    replay.setup.seed ^ replay.at as u64,
                ));
                for (i, s) in table.seats.iter_mut().enumerate() {
                    *s = SeatSetup {
                        kind: SeatKind::Human,
                        ..replay.setup.seats[i].clone()
                    };
                }
                commands.remove_resource::<Replay>();
                notices.info(Said::message("notice-playing-on", &[]));
                return;
            }
            ReplayStep::Forward if replay.at < len && idle => {
                let turn = replay.record.turns[replay.at].clone();
                match table.replay_turn(&turn) {
                    Ok(events) => {
                        queue.events.extend(events);
                        replay.at += 1;
                        next.set(TurnPhase::Animate);
                    }
                    Err(e) => {
                        notices.problem("notice-replay-stopped", e);
                        replay.playing = false;
                    }
                }
                if replay.at >= len {
                    replay.playing = false;
                }
                return;
            }
            ReplayStep::Forward | ReplayStep::Review => continue,
            ReplayStep::Back => replay.at.saturating_sub(1),
            ReplayStep::To(k) => k.min(len),
        };
        match Sitting::replayed(&replay.setup, &replay.record, target) {
            Ok(t) => {
                table.replace(t);
                queue.events.clear();
                queue.wait = None;
                queue.dirty = true;
                replay.at = target;
                next.set(TurnPhase::Animate);
            }
            Err(e) => notices.problem("notice-replay-stopped", e),
        }
    }
}
