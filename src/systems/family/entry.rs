//! How the menus, the files and the launch modes find family Mehen: its record, its entry in the
//! registry of games played on their own screens.

use super::screen::FamilyMatch;
use crate::persist::FileError;
use crate::rules::GameKind;
use crate::rules::family::{Family, FamilyOptions};
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

impl RecordedMatch for FamilyMatch {
    fn autosave_name(&self) -> String {
        "autosave-family.mehen".into()
    }

    fn kind(&self) -> GameKind {
        GameKind::FamilyMehen
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

impl ScreenGame for FamilyMatch {
    const KINDS: &'static [GameKind] = &[GameKind::FamilyMehen];
    const SCREEN: AppState = AppState::Family;

    fn start(setup: &RaceSetup) -> Result<Self, String> {
        let mut options = FamilyOptions::new(setup.seats.len() as u8);
        if let Some(board) = &setup.spiral {
            options.head = board.squares;
        }
        FamilyMatch::new(options, setup.seats.clone(), setup.seed)
    }

    fn open(path: &Path, seed: u64) -> Option<Result<Self, FileError>> {
        load_turn_record::<Family>(path).map(|r| {
            r.and_then(|(r, _)| {
                FamilyMatch::from_record(r, seed).map_err(|e| FileError::new(path, e))
            })
        })
    }

    fn summary(&self) -> RaceRecordSummary {
        RaceRecordSummary {
            game: GameKind::FamilyMehen,
            turns: self.record.turns.len(),
            over: self.game.winner().is_some(),
        }
    }

    fn demo(seed: u64) -> Option<Self> {
        demo_match(
            3,
            |seats| FamilyMatch::new(FamilyOptions::new(3), seats, seed),
            |m| m.game.turns() < 150,
        )
    }

    fn lesson(lesson: &Lesson) -> Result<Self, String> {
        lesson_match(
            FamilyMatch::new(
                FamilyOptions::parse(lesson.players, &lesson.options)?,
                SeatSetup::defaults(lesson.players),
                1,
            )?,
            lesson,
        )
    }
}

/// Registers the game, for the room's plugin.
pub(crate) fn register(app: &mut App) {
    crate::systems::shared::registry::register::<FamilyMatch>(app);
}
