//! Screens and rule phases as States, the order of a frame's work as system sets, and what the camera
//! frames on the screen shown.

use bevy::prelude::*;

/// The screen shown.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    #[default]
    Menu,
    Setup,
    Rules,
    /// The lessons of Learn to play.
    Learn,
    Settings,
    /// Saved games and records to open.
    Load,
    /// Play online: host a game or join one by its code.
    Online,
    /// An online game's room before it starts: its code, its seats, Start.
    Lobby,
    /// A game of Horton's Mehen.
    Mehen,
    /// A game of Senet (either rule set).
    Senet,
    /// A game of the Hyena game.
    Hyena,
    /// A game of family Mehen.
    Family,
    /// A game of Bak-Amen.
    BakAmen,
}

impl AppState {
    /// The screens that show a game being played.
    pub const GAMES: [AppState; 5] = [
        AppState::Mehen,
        AppState::Senet,
        AppState::Hyena,
        AppState::Family,
        AppState::BakAmen,
    ];

    pub fn is_game(self) -> bool {
        AppState::GAMES.contains(&self)
    }
}

/// A game is on screen (any of them): the frame's [`GameSet`]s run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Playing;

impl ComputedStates for Playing {
    type SourceStates = AppState;

    fn compute(screen: AppState) -> Option<Self> {
        screen.is_game().then_some(Playing)
    }
}

/// A race game other than Horton's Mehen is on its own screen (Senet, the Hyena game, family
/// Mehen, Bak-Amen): the shared race-screen systems run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OnRaceScreen;

impl ComputedStates for OnRaceScreen {
    type SourceStates = AppState;

    fn compute(screen: AppState) -> Option<Self> {
        (screen.is_game() && screen != AppState::Mehen).then_some(OnRaceScreen)
    }
}

/// Where the turn of the game on screen stands: one phase machine for all six games, set from the
/// engine after each change. Every game goes Throw -> Move -> Throw ... -> Over; Horton's Mehen
/// also passes through Animate while the engine's events are shown (the sticks, the moves, the
/// snake god's stir) before anyone acts again, and apportions its points during Move.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Playing = Playing)]
pub enum TurnPhase {
    /// The seat to move throws the sticks (or takes an action open instead of throwing).
    #[default]
    Throw,
    /// Showing what the engine reported before anyone acts again (Horton's Mehen).
    Animate,
    /// The seat to move plays its throw (in Horton's Mehen: pieces, allotments, Confirm).
    Move,
    /// The game has ended.
    Over,
}

/// Each frame of every game screen reads top to bottom: input becomes requests, requests reach the
/// engine, entities follow the engine, tweens play. The sets run while a game is on screen; each
/// game's systems also run only on their own screen.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Engine,
    Mirror,
    Animate,
}

/// What the camera frames on a game's screen: the world area to fit into the window, its centre, a
/// margin, and the smallest zoom (1 keeps a small board from being blown up). Each game's room sets it
/// for its screen, so the camera need not know the games.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct ViewFrame {
    pub state: AppState,
    pub size: Vec2,
    /// The board itself within the frame (the serpent, the spiral, the box), for the figure of how
    /// much of the window it takes.
    pub board: Vec2,
    pub centre: Vec2,
    pub margin: f32,
    pub min_scale: f32,
}

/// The pause menu is open (Esc): game input is ignored.
#[derive(Resource, Default)]
pub struct Paused(pub bool);

/// Something a player began on the board is waiting (a selected piece, a question): Esc cancels it
/// instead of opening the pause menu. The game's screen says so each frame.
#[derive(Resource, Default)]
pub struct EscCancels(pub bool);

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<AppState>()
        .add_computed_state::<Playing>()
        .add_computed_state::<OnRaceScreen>()
        .add_sub_state::<TurnPhase>()
        .init_resource::<Paused>()
        .init_resource::<EscCancels>()
        // However a game was left (the pause menu, a panel's Main menu), the next starts unpaused.
        .add_systems(OnEnter(AppState::Menu), |mut paused: ResMut<Paused>| {
            paused.0 = false;
        })
        .configure_sets(
            Update,
            (
                GameSet::Input,
                GameSet::Engine,
                GameSet::Mirror,
                GameSet::Animate,
            )
                .chain()
                .run_if(in_state(Playing)),
        )
        // With the pause menu open nothing reaches the engine: clicks, keys, computers, the clock.
        .configure_sets(
            Update,
            (GameSet::Input, GameSet::Engine).run_if(|paused: Res<Paused>| !paused.0),
        );
}

/// The digit keys 1 to 9, for picking the listed choices (1 for the first).
pub const DIGIT_KEYS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];
