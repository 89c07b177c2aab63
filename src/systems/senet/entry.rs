//! How the menus, the files and the launch modes find Senet (both rule sets): its record, its entry in the
//! registry of games played on their own screens.

use super::screen::SenetMatch;
use crate::persist::FileError;
use crate::rules::GameKind;
use crate::systems::files::records::load_senet_record;
use crate::systems::files::records::set_resume_tags;
use crate::systems::shared::race_lesson::lesson_match;
use crate::systems::shared::race_screen::demo_match;
use crate::systems::shared::registry::{RaceRecordSummary, RaceSetup, RecordedMatch, ScreenGame};
use crate::systems::shared::seats::SeatSetup;
use crate::systems::shared::state::AppState;
use crate::tutorial::Lesson;
use bevy::prelude::*;
use std::path::Path;

impl RecordedMatch for SenetMatch {
    fn autosave_name(&self) -> String {
        format!("autosave-{}.mehen", self.name)
    }

    fn kind(&self) -> GameKind {
        GameKind::from_name(&self.name).unwrap_or(GameKind::SenetKendall)
    }

    fn record_text(&self) -> String {
        let mut record = self.record.clone();
        set_resume_tags(&mut record.tags, &self.seats, &self.checkpoint);
        record.to_string()
    }

    fn is_lesson(&self) -> bool {
        self.coach.is_some()
    }

    fn mark(&self) -> (u64, usize) {
        (self.seed, self.record.turns.len())
    }
}

impl ScreenGame for SenetMatch {
    const KINDS: &'static [GameKind] = &[GameKind::SenetKendall, GameKind::SenetHouses];
    const SCREEN: AppState = AppState::Senet;

    fn start(setup: &RaceSetup) -> Result<Self, String> {
        SenetMatch::new(
            setup.kind.name(),
            &setup.options.join(" "),
            setup.seats.clone(),
            setup.seed,
        )
    }

    fn open(path: &Path, seed: u64) -> Option<Result<Self, FileError>> {
        load_senet_record(path).map(|r| {
            r.and_then(|(r, _)| {
                SenetMatch::from_record(r, seed).map_err(|e| FileError::new(path, e))
            })
        })
    }

    fn summary(&self) -> RaceRecordSummary {
        RaceRecordSummary {
            game: GameKind::from_name(&self.name).unwrap_or(GameKind::SenetKendall),
            turns: self.record.turns.len(),
            over: self.game.is_over(),
        }
    }

    fn demo(seed: u64) -> Option<Self> {
        demo_match(
            2,
            |seats| SenetMatch::new("senet-kendall", "", seats, seed),
            |m| m.game.turns() < 40,
        )
    }

    fn lesson(lesson: &Lesson) -> Result<Self, String> {
        lesson_match(
            SenetMatch::new(&lesson.game, &lesson.options, SeatSetup::defaults(2), 1)?,
            lesson,
        )
    }
}

/// Registers the game, for the room's plugin.
pub(crate) fn register(app: &mut App) {
    crate::systems::shared::registry::register::<SenetMatch>(app);
}
