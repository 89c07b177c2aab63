//! What a lesson's panel and the screen under it share, whichever game the lesson teaches: the
//! panel's requests and where it stands.

use bevy::prelude::*;

/// What the lesson panel asks for.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonRequest {
    ShowMe,
    Again,
    NextStep,
    /// Start lesson `n` of the Learn room's list.
    Start(usize),
}

/// Where the lesson's panel starts (its top edge, egui points), drawn before the game's HUD so the
/// sidebar ends above it: in a lesson the panel stands where the log does.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct LessonPanelTop(pub Option<f32>);

/// A race game's lesson is being played (the screen's pause menu asks nothing before leaving it:
/// a lesson has nothing to lose). Kept with the lesson by the Learn room.
#[derive(Resource, Debug, Clone, Copy)]
pub struct RaceLessonUnderway;
