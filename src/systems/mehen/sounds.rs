//! What Mehen's board sounds like: each event shown asks for its sound cue.

use crate::rules::mehen::Event;
use crate::systems::mehen::pieces::Shown;
use crate::systems::shared::sound::Cue;
use crate::systems::shared::state::{AppState, GameSet};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sound_cues
            .in_set(GameSet::Mirror)
            .run_if(in_state(AppState::Mehen)),
    );
}

/// Each event shown is heard: the sticks, a step, a slide, a jump, a devour, the stir, an
/// enlightenment, the end.
fn sound_cues(mut shown: MessageReader<Shown>, mut cues: MessageWriter<Cue>) {
    for Shown(e) in shown.read() {
        let cue = match e {
            Event::Thrown { .. } => Cue::Sticks,
            Event::Entered { .. } | Event::Stepped { .. } | Event::Pulled { .. } => Cue::Step,
            Event::Slid { .. } => Cue::Slide,
            Event::Jumped { .. } | Event::BonusToHead { .. } => Cue::Jump,
            Event::LionMoved { jump: true, .. } => Cue::Jump,
            Event::LionMoved { .. } => Cue::Step,
            Event::Devoured { .. } => Cue::Devour,
            Event::StirStarted { .. } => Cue::Stir,
            Event::Enlightened { .. } => Cue::Enlighten,
            Event::GameOver { .. } => Cue::Win,
            _ => continue,
        };
        cues.write(cue);
    }
}
