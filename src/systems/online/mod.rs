//! Online play in the game: Play online (host or join, [`screens`]), the lobby, the session that
//! feeds the match from the server and sends the moves made here ([`session`]), and the online
//! corner of every game's screen ([`panel`]). Games are started through the registry: this room
//! imports no game's screen.

pub mod launch;
pub mod panel;
pub mod screens;
pub mod session;

use crate::systems::shared::state::{AppState, Playing};
use crate::systems::shared::theme::Styled;
use bevy::prelude::*;

/// The session runs headless too (tests drive it without a window).
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<crate::systems::shared::remote::GoBackOnline>()
        .add_systems(
            Update,
            (session::go_back_asked, session::pump, launch::follow).chain(),
        )
        .add_systems(Startup, launch::open_room)
        .add_systems(OnEnter(AppState::Menu), session::leave_on_menu);
}

/// The screens.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Online), screens::fill_form)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (
                screens::online_screen.run_if(in_state(AppState::Online)),
                screens::lobby_screen.run_if(in_state(AppState::Lobby)),
                panel::online_panel.run_if(in_state(Playing)),
            )
                .after(Styled),
        );
}
