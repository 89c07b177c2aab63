//! The six games as the menus, the files, the lessons and the launch modes see them: each game's room
//! registers one [`GameEntry`] (a race game's match through [`ScreenGame`] and [`register`], Horton's
//! Mehen through [`register_game`]), so those rooms start, recognise, open and describe any game's
//! files without importing its screen.

use crate::i18n::Said;
use crate::persist::FileError;
use crate::rules::GameKind;
use crate::rules::common::spiral::SpiralBoard;
use crate::systems::shared::new_game::NewGame;
use crate::systems::shared::seats::SeatSetup;
use crate::systems::shared::state::AppState;
use crate::tutorial::Lesson;
use bevy::prelude::*;
use std::path::Path;

/// A game on its own screen kept as a record (Senet, the Hyena game, family Mehen).
pub trait RecordedMatch: Resource {
    /// The autosave's file name in the records folder: `autosave-` and the rule set's record name, so
    /// each rule set keeps its own (Continue finds any file named so).
    fn autosave_name(&self) -> String;
    /// Which game it is (its name for players is the message `game-` and the kind's name).
    fn kind(&self) -> GameKind;
    /// The record so far, with the sticks' state at the start of the turn in progress.
    fn record_text(&self) -> String;
    /// Changes whenever a turn is recorded or a new game starts.
    fn mark(&self) -> (u64, usize);
    /// A lesson is played on the match (nothing of it is saved).
    fn is_lesson(&self) -> bool {
        false
    }
    /// An online game: it goes on only on its server, so no autosave continues it here.
    fn is_online(&self) -> bool {
        false
    }
}

/// A record of a game other than Mehen, as read from disk: which game, how long, and whether it ended.
pub struct RaceRecordSummary {
    pub game: GameKind,
    pub turns: usize,
    pub over: bool,
}

impl RaceRecordSummary {
    /// What the Load screen says of it.
    pub fn describe(&self) -> Said {
        let game = format!("game-{}", self.game.name());
        Said::new(|l| {
            l.format(
                "about-race-record",
                &[("game", l.t(&game).into()), ("count", self.turns.into())],
            )
        })
    }
}

/// What the New game form chose for a race game.
#[derive(Debug, Clone)]
pub struct RaceSetup {
    pub kind: GameKind,
    /// One per player.
    pub seats: Vec<SeatSetup>,
    pub seed: u64,
    /// The rule options chosen, by their record names (Senet's `plain`, `seven`, `triple`; the Hyena
    /// game's `three`).
    pub options: Vec<&'static str>,
    /// A spiral board from the board folder, for the spiral games.
    pub spiral: Option<SpiralBoard>,
    /// An online game: the seats played elsewhere come through here.
    pub remote: Option<crate::systems::shared::remote::RemoteFeed>,
}

/// Why a game could not start.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StartError {
    /// The options asked for are not the game's (or not for that many players).
    #[error(transparent)]
    Options(#[from] crate::rules::common::setup_error::OptionsError),
    /// A lesson's opening position cannot be set up.
    #[error(transparent)]
    Lesson(#[from] crate::tutorial::race::LessonStartError),
    /// No room registered the game.
    #[error("{0} cannot be played here")]
    NotHere(&'static str),
    /// No screen plays the lesson's game.
    #[error("no screen plays `{0}`")]
    NoScreenFor(String),
    /// Horton's Mehen's setup makes no game (its seats and rules).
    #[error(transparent)]
    Mehen(#[from] crate::rules::common::setup_error::PositionError),
    /// The game's lessons are set up by Learn to play itself, not through the registry.
    #[error("{0}'s lessons are set up by Learn to play")]
    LessonsElsewhere(&'static str),
    /// The setup is another game's.
    #[error("not a setup of this game")]
    OtherGame,
}

/// A race game's match as the registry sees it.
pub trait ScreenGame: RecordedMatch + Sized {
    /// The rule sets it plays (Senet's two share a screen).
    const KINDS: &'static [GameKind];
    /// The screen that shows it.
    const SCREEN: AppState;
    /// A new match as the New game form set it up.
    fn start(setup: &RaceSetup) -> Result<Self, StartError>;
    /// The match a file continues, if the file is a record of this game (`None` when it is not), its
    /// throws going on from `seed` when the record keeps no sticks.
    fn open(path: &Path, seed: u64) -> Option<Result<Self, FileError>>;
    /// What the Load screen says of it.
    fn summary(&self) -> RaceRecordSummary;
    /// A match computer seats have played for a while (the screenshot scenes).
    fn demo(seed: u64) -> Option<Self>;
    /// The match a lesson of Learn to play opens on, its first step coached (every seat a person).
    fn lesson(lesson: &Lesson) -> Result<Self, StartError>;
}

/// What a New game form, a lesson or an online room asks a game to start with.
pub enum GameSetup {
    /// A race game (Senet, the Hyena game, family Mehen, Bak-Amen).
    Race(RaceSetup),
    /// Horton's Mehen (take-backs allowed when asked for and a computer plays).
    Mehen { game: NewGame, take_backs: bool },
}

impl GameSetup {
    /// The rule set to start.
    pub fn kind(&self) -> GameKind {
        match self {
            GameSetup::Race(r) => r.kind,
            GameSetup::Mehen { .. } => GameKind::Mehen,
        }
    }
}

/// A game as the registry knows it: every game's room gives the same.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// The rule sets it plays (Senet's two share a screen).
    pub kinds: &'static [GameKind],
    /// The screen that shows it.
    pub screen: AppState,
    /// What the Load screen and Continue say of a file; `None` when it is not this game's.
    pub describe: fn(&Path) -> Option<Result<FileAbout, FileError>>,
    /// Puts the game a file holds on the table (its throws going on from the seed when the file keeps
    /// none), or says why it cannot; `None` when the file is not this game's.
    pub open: fn(&Path, u64, &mut Commands) -> Option<Result<(), FileError>>,
    /// Puts a new game on the table, or says why it cannot start.
    pub start: fn(&GameSetup, &mut Commands) -> Result<(), StartError>,
    /// Puts a game computers have played a while on the table (the screenshot scenes); `false`
    /// when the game has none.
    pub demo: fn(u64, &mut Commands) -> bool,
    /// Puts a lesson's match on the table, or says why it cannot.
    pub lesson: fn(&Lesson, &mut Commands) -> Result<(), StartError>,
    /// The screen draws its own pause menu (Horton's Mehen's, with Save); else the shared one.
    pub own_pause_menu: bool,
}

/// What the Load screen and Continue say of a file, and whether it opens to play on (or to watch).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileAbout {
    pub about: Said,
    pub plays_on: bool,
    /// The game in it has ended.
    pub over: bool,
}

/// Every game, in the order their rooms registered.
#[derive(Resource, Default)]
pub struct GameRegistry {
    entries: Vec<GameEntry>,
}

impl GameRegistry {
    /// Registers a race game's match.
    pub fn register<M: ScreenGame>(&mut self) {
        self.add(GameEntry {
            kinds: M::KINDS,
            screen: M::SCREEN,
            describe: |path| {
                M::open(path, 0).map(|m| {
                    m.map(|m| {
                        let summary = m.summary();
                        FileAbout {
                            about: summary.describe(),
                            plays_on: true,
                            over: summary.over,
                        }
                    })
                })
            },
            open: |path, seed, commands| {
                M::open(path, seed).map(|m| m.map(|m| commands.insert_resource(m)))
            },
            start: |setup, commands| match setup {
                GameSetup::Race(setup) => {
                    commands.insert_resource(M::start(setup)?);
                    Ok(())
                }
                GameSetup::Mehen { .. } => Err(StartError::OtherGame),
            },
            demo: |seed, commands| M::demo(seed).map(|m| commands.insert_resource(m)).is_some(),
            lesson: |lesson, commands| {
                commands.insert_resource(M::lesson(lesson)?);
                Ok(())
            },
            own_pause_menu: false,
        });
    }

    /// Registers a game.
    pub fn add(&mut self, entry: GameEntry) {
        self.entries.push(entry);
    }

    /// What any file the games open holds, for the Load screen and Continue (`None`: no game opens
    /// it).
    pub fn describe_file(&self, path: &Path) -> Option<Result<FileAbout, FileError>> {
        self.entries.iter().find_map(|e| (e.describe)(path))
    }

    /// Opens any file the games open: the screen to show, or why not (`None`: no game opens it).
    pub fn open_file(
        &self,
        path: &Path,
        seed: u64,
        commands: &mut Commands,
    ) -> Option<Result<AppState, FileError>> {
        self.entries
            .iter()
            .find_map(|e| (e.open)(path, seed, commands).map(|r| r.map(|()| e.screen)))
    }

    fn entry(&self, kind: GameKind) -> Option<&GameEntry> {
        self.entries.iter().find(|e| e.kinds.contains(&kind))
    }

    /// Does `screen` draw its own pause menu?
    pub fn own_pause_menu(&self, screen: AppState) -> bool {
        self.entries
            .iter()
            .any(|e| e.screen == screen && e.own_pause_menu)
    }

    /// The games a screen plays.
    pub fn kinds_on(&self, screen: AppState) -> &[GameKind] {
        self.entries
            .iter()
            .find(|e| e.screen == screen)
            .map_or(&[], |e| e.kinds)
    }

    /// The screen that plays `kind`, if a room registered it.
    pub fn screen_of(&self, kind: GameKind) -> Option<AppState> {
        self.entry(kind).map(|e| e.screen)
    }

    /// Puts a new game on the table: the screen to show, or why it cannot start.
    pub fn start(
        &self,
        setup: &GameSetup,
        commands: &mut Commands,
    ) -> Result<AppState, StartError> {
        let kind = setup.kind();
        let entry = self.entry(kind).ok_or(StartError::NotHere(kind.title()))?;
        (entry.start)(setup, commands)?;
        Ok(entry.screen)
    }

    /// Puts a lesson's match on the table: the screen to show, or why it cannot start.
    pub fn start_lesson(
        &self,
        lesson: &Lesson,
        commands: &mut Commands,
    ) -> Result<AppState, StartError> {
        let entry = crate::tutorial::race::kind_of(lesson)
            .and_then(|kind| self.entry(kind))
            .ok_or_else(|| StartError::NoScreenFor(lesson.game.clone()))?;
        (entry.lesson)(lesson, commands)?;
        Ok(entry.screen)
    }

    /// Puts a match computers have played a while on the table (a screenshot scene): its screen.
    pub fn demo(&self, kind: GameKind, seed: u64, commands: &mut Commands) -> Option<AppState> {
        let entry = self.entry(kind)?;
        (entry.demo)(seed, commands).then_some(entry.screen)
    }
}

/// Registers a game, for its room's plugin.
pub fn register_game(app: &mut App, entry: GameEntry) {
    app.init_resource::<GameRegistry>();
    app.world_mut().resource_mut::<GameRegistry>().add(entry);
}

/// Registers race game `M`, for its room's plugin.
pub fn register<M: ScreenGame>(app: &mut App) {
    app.init_resource::<GameRegistry>();
    app.world_mut()
        .resource_mut::<GameRegistry>()
        .register::<M>();
}
