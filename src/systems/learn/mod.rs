//! Learn to play: the list of lessons ([`list`]), a lesson played on the Mehen screen ([`coach`])
//! with its panel ([`panel`]). The lessons are data (`crate::tutorial`).

pub mod autoplay;
pub mod coach;
pub mod list;
pub mod panel;

use crate::tutorial::{LessonEntry, lessons};
use bevy::prelude::*;

/// Every lesson, and the files that could not be read.
#[derive(Resource)]
pub struct Lessons {
    pub list: Vec<LessonEntry>,
    pub problems: Vec<String>,
}

impl Default for Lessons {
    fn default() -> Self {
        let (list, problems) = lessons();
        Lessons { list, problems }
    }
}

/// Headless-safe: the lessons and their coach.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Lessons>()
        .add_plugins((coach::plugin, autoplay::plugin));
}

/// The screens (egui).
pub(crate) fn window_plugin(app: &mut App) {
    app.add_plugins((list::plugin, panel::plugin));
}
