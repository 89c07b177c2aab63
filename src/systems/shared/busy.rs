//! Frames while a game screen acts by itself (a computer's turn, a pass with nothing to choose, a
//! computer thinking): each screen reports it through [`ActsByItself`] and [`report_busy`], and the
//! app, which sleeps between inputs, keeps drawing while [`Busy`] says so. The app need not know the
//! games.

use bevy::prelude::*;

/// Something on screen moves on without a person this frame.
#[derive(Resource, Default, Debug)]
pub struct Busy(pub bool);

/// A game's state that can tell whether it moves on by itself.
pub trait ActsByItself: Resource {
    fn acts_by_itself(&self) -> bool;
}

/// Marks the frame busy while `M` acts by itself (register it for the screen that shows `M`).
pub fn report_busy<M: ActsByItself>(m: Option<Res<M>>, mut busy: ResMut<Busy>) {
    if m.is_some_and(|m| m.acts_by_itself()) {
        busy.0 = true;
    }
}

fn reset(mut busy: ResMut<Busy>) {
    busy.0 = false;
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Busy>().add_systems(First, reset);
}
