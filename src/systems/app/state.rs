//! Screens and rule phases as States, and the order of a frame's work as system sets.

use bevy::prelude::*;

/// The screen shown.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    #[default]
    Menu,
    Setup,
    Rules,
    Settings,
    /// Saved games and records to open.
    Load,
    Game,
    /// A game of Senet (either rule set).
    Senet,
    /// A game of the Hyena game.
    Hyena,
    /// A game of family Mehen.
    Family,
    /// A game of Bak-Amen.
    BakAmen,
}

/// Where the current turn stands; exists only while a game is on screen.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::Game)]
pub enum TurnPhase {
    /// Waiting for the seat to throw the sticks.
    #[default]
    Throw,
    /// Playing what the engine reported (sticks, moves, the stir) before anyone acts again.
    Animate,
    /// The seat composes its move: pieces, allotments, Confirm.
    Choose,
    /// The game has ended.
    Over,
}

/// Each frame reads top to bottom: input becomes requests, requests reach the engine, entities follow
/// the engine, tweens play.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Engine,
    Mirror,
    Animate,
}

/// The pause menu is open (Esc): game input is ignored.
#[derive(Resource, Default)]
pub struct Paused(pub bool);

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<AppState>()
        .add_sub_state::<TurnPhase>()
        .init_resource::<Paused>()
        .configure_sets(
            Update,
            (
                GameSet::Input,
                GameSet::Engine,
                GameSet::Mirror,
                GameSet::Animate,
            )
                .chain()
                .run_if(in_state(AppState::Game)),
        );
}
