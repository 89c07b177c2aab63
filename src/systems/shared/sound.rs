//! What the game asks to be heard: a game's room turns what it shows into sound cues, and the sound
//! (in the app room, with the window) plays them, so sound knows no game.

use bevy::prelude::*;

/// A sound to play now.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    Sticks,
    Step,
    Slide,
    Jump,
    Devour,
    Stir,
    Enlighten,
    Win,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Cue>();
}
