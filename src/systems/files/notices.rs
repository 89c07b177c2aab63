//! Messages for the player: what was saved or exported, what could not be read. Errors stay until
//! dismissed; the rest fade after a few seconds of real time.

use crate::i18n::Said;
use bevy::prelude::*;
use std::path::Path;

/// Messages for the player (saved, exported, a file that could not be read). Errors stay until
/// dismissed; the rest fade.
#[derive(Resource, Default)]
pub struct Notices(pub Vec<Notice>);

#[derive(Debug, Clone)]
pub struct Notice {
    pub text: Said,
    /// Shown on hover: where a file went, for players who look for it.
    pub detail: Option<String>,
    pub error: bool,
    pub age: f32,
}

impl Notices {
    pub fn info(&mut self, text: Said) {
        self.push(text, false);
    }

    /// A message about a file: the words, with the file's full path on hover.
    pub fn info_about(&mut self, text: Said, path: &Path) {
        self.push(text, false);
        if let Some(n) = self.0.last_mut() {
            n.detail = Some(path.display().to_string());
        }
    }

    pub fn error(&mut self, text: Said) {
        self.push(text, true);
    }

    /// A problem the player should read, worded by the message `id` around `problem` (a file's own
    /// problem, as its reader words it).
    pub fn problem(&mut self, id: &str, problem: impl std::fmt::Display) {
        self.error(Said::message(
            id,
            &[("problem", problem.to_string().into())],
        ));
    }

    fn push(&mut self, text: Said, error: bool) {
        if error {
            warn!("{}", text.english());
        } else {
            info!("{}", text.english());
        }
        self.0.retain(|n| n.text != text);
        self.0.push(Notice {
            text,
            detail: None,
            error,
            age: 0.0,
        });
    }
}

/// How long a message that is not an error stays up.
const NOTICE_SECONDS: f32 = 6.0;

/// Wall-clock time: the game's clock advances little while the app sleeps between inputs. The app
/// wakes to take a message down on time.
pub(crate) fn age_notices(
    time: Res<Time<Real>>,
    mut wake: ResMut<crate::systems::shared::wake::Wake>,
    mut notices: ResMut<Notices>,
) {
    if notices.0.is_empty() {
        return;
    }
    let dt = time.delta_secs();
    for n in &mut notices.0 {
        n.age += dt;
    }
    notices.0.retain(|n| n.error || n.age < NOTICE_SECONDS);
    if notices.0.iter().any(|n| !n.error) {
        wake.every(crate::systems::shared::wake::EACH_SECOND);
    }
}
