//! A race game's screen put together: the one match's entry in the registry ([`ScreenGame`]), and the
//! plugins that give a room's screen the shared skeleton, the lessons, the autosave and its own
//! board, request and mirror systems in their places.

use crate::persist::FileError;
use crate::play::race::RaceRecord;
use crate::rules::GameKind;
use crate::systems::files::records::autosave_match;
use crate::systems::race::lesson::{self as race_lesson, lesson_match};
use crate::systems::race::race_match::{RaceMatch, RaceRoom};
use crate::systems::race::skeleton::{self, demo_match};
use crate::systems::shared::registry::{
    RaceRecordSummary, RaceSetup, RecordedMatch, ScreenGame, StartError,
};
use crate::systems::shared::seats::SeatSetup;
use crate::systems::shared::state::{AppState, GameSet};
use crate::tutorial::Lesson;
use bevy::prelude::*;
use std::path::Path;

impl<G: RaceRoom> ScreenGame for RaceMatch<G> {
    const KINDS: &'static [GameKind] = G::KINDS;
    const SCREEN: AppState = G::STATE;

    fn start(setup: &RaceSetup) -> Result<Self, StartError> {
        let (game, record) = G::start(setup)?;
        let mut m = Self::fresh(game, record, setup.seats.clone(), setup.seed);
        m.remote = setup.remote.clone();
        Ok(m)
    }

    fn open(path: &Path, seed: u64) -> Option<Result<Self, FileError>> {
        crate::systems::files::records::load_record::<G::Record>(path)
            .map(|r| r.map(|(record, game)| Self::from_replayed(record, game, seed)))
    }

    fn summary(&self) -> RaceRecordSummary {
        RaceRecordSummary {
            game: self.kind(),
            turns: self.play.record.turn_count(),
            over: self.play.game.winners().is_some(),
        }
    }

    fn demo(seed: u64) -> Option<Self> {
        let (players, turns) = G::DEMO;
        demo_match(
            players,
            |seats| {
                let setup = RaceSetup {
                    kind: G::KINDS[0],
                    seats: seats.clone(),
                    seed,
                    options: Vec::new(),
                    spiral: None,
                    remote: None,
                };
                let (game, record) = G::start(&setup).ok()?;
                Some(Self::fresh(game, record, seats, seed))
            },
            |m| m.play.game.turn_count() < turns,
        )
    }

    fn lesson(lesson: &Lesson) -> Result<Self, StartError> {
        let (game, record) = G::for_lesson(lesson)?;
        let seats = SeatSetup::defaults(game.players());
        Ok(lesson_match(Self::fresh(game, record, seats, 1), lesson)?)
    }
}

/// What every race screen shares, for race game `G`: the screen's skeleton (keys, computer seats,
/// the throw shown, the turn's phase), its lessons, its autosave and its entry in the registry.
pub fn plugin<G: RaceRoom>(app: &mut App) {
    app.add_plugins((skeleton::plugin::<G>, race_lesson::plugin::<G>))
        .add_systems(
            Update,
            autosave_match::<RaceMatch<G>>
                .in_set(GameSet::Mirror)
                .run_if(in_state(G::STATE)),
        );
    crate::systems::shared::registry::register::<RaceMatch<G>>(app);
}

/// A race game's screen: the shared [`plugin`], with the game's own systems in their places: `enter`
/// on entering its screen (the board), then every frame `mirror` (its pieces).
pub fn screen_plugin<G: RaceRoom, E, M>(
    app: &mut App,
    enter: impl bevy::ecs::schedule::IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, E>,
    mirror: impl bevy::ecs::schedule::IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, M>,
) {
    app.add_plugins(plugin::<G>)
        .add_systems(OnEnter(G::STATE), enter)
        .add_systems(
            Update,
            mirror.in_set(GameSet::Mirror).run_if(in_state(G::STATE)),
        );
}
