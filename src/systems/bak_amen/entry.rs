//! How the menus, the files and the launch modes find Bak-Amen: its record, its entry in the
//! registry of games played on their own screens.

use super::screen::BakMatch;
use crate::persist::FileError;
use crate::rules::GameKind;
use crate::rules::bak_amen::BakAmen;
use crate::systems::files::records::load_turn_record;
use crate::systems::files::records::set_resume_tags;
use crate::systems::shared::race_lesson::lesson_match;
use crate::systems::shared::race_screen::demo_match;
use crate::systems::shared::registry::{RaceRecordSummary, RaceSetup, RecordedMatch, ScreenGame};
use crate::systems::shared::seats::SeatSetup;
use crate::systems::shared::state::AppState;
use crate::tutorial::Lesson;
use bevy::prelude::*;
use std::path::Path;

impl RecordedMatch for BakMatch {
    fn autosave_name(&self) -> String {
        "autosave-bak-amen.mehen".into()
    }

    fn kind(&self) -> GameKind {
        GameKind::BakAmen
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

impl ScreenGame for BakMatch {
    const KINDS: &'static [GameKind] = &[GameKind::BakAmen];
    const SCREEN: AppState = AppState::BakAmen;

    fn start(setup: &RaceSetup) -> Result<Self, String> {
        BakMatch::new(setup.seats.clone(), setup.seed)
    }

    fn open(path: &Path, seed: u64) -> Option<Result<Self, FileError>> {
        load_turn_record::<BakAmen>(path).map(|r| {
            r.and_then(|(r, _)| BakMatch::from_record(r, seed).map_err(|e| FileError::new(path, e)))
        })
    }

    fn summary(&self) -> RaceRecordSummary {
        RaceRecordSummary {
            game: GameKind::BakAmen,
            turns: self.record.turns.len(),
            over: self.game.winner().is_some(),
        }
    }

    fn demo(seed: u64) -> Option<Self> {
        demo_match(
            2,
            |seats| BakMatch::new(seats, seed),
            |m| m.game.turns() < 9,
        )
    }

    fn lesson(lesson: &Lesson) -> Result<Self, String> {
        lesson_match(BakMatch::new(SeatSetup::defaults(2), 1)?, lesson)
    }
}

/// Registers the game, for the room's plugin.
pub(crate) fn register(app: &mut App) {
    crate::systems::shared::registry::register::<BakMatch>(app);
}
