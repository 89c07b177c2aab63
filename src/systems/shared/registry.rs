//! The games played on their own screens (Senet, the Hyena game, family Mehen, Bak-Amen), as the
//! menus, the files and the launch modes see them: each game's room implements [`ScreenGame`] for its
//! match and registers it with [`register`], so those rooms start, recognise, open and describe a
//! game's records without importing its screen.

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

/// A race game's match as the registry sees it.
pub trait ScreenGame: RecordedMatch + Sized {
    /// The rule sets it plays (Senet's two share a screen).
    const KINDS: &'static [GameKind];
    /// The screen that shows it.
    const SCREEN: AppState;
    /// A new match as the New game form set it up.
    fn start(setup: &RaceSetup) -> Result<Self, String>;
    /// The match a file continues, if the file is a record of this game (`None` when it is not), its
    /// throws going on from `seed` when the record keeps no sticks.
    fn open(path: &Path, seed: u64) -> Option<Result<Self, FileError>>;
    /// What the Load screen says of it.
    fn summary(&self) -> RaceRecordSummary;
    /// A match computer seats have played for a while (the screenshot scenes).
    fn demo(seed: u64) -> Option<Self>;
    /// The match a lesson of Learn to play opens on, its first step coached (every seat a person).
    fn lesson(lesson: &Lesson) -> Result<Self, String>;
}

#[derive(Clone, Copy)]
struct Entry {
    kinds: &'static [GameKind],
    screen: AppState,
    read: fn(&Path) -> Option<Result<RaceRecordSummary, FileError>>,
    open: fn(&Path, u64, &mut Commands) -> Option<Result<(), FileError>>,
    start: fn(&RaceSetup, &mut Commands) -> Result<(), String>,
    demo: fn(u64, &mut Commands) -> bool,
    lesson: fn(&Lesson, &mut Commands) -> Result<(), String>,
}

/// What the Load screen and Continue say of a file, and whether it opens to play on (or to watch).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileAbout {
    pub about: Said,
    pub plays_on: bool,
}

/// A kind of file a game's room opens itself (Mehen's saves and records).
#[derive(Clone, Copy)]
pub struct FileOpener {
    /// What the Load screen and Continue say of the file; `None` when the file is not of this kind.
    pub describe: fn(&Path) -> Option<Result<FileAbout, FileError>>,
    /// Opens the file (`None`: not of this kind): the screen to show, or why it cannot be opened.
    pub open: fn(&Path, &mut Commands) -> Option<Result<AppState, String>>,
}

/// Every race game on its own screen, in the order their rooms registered, and the other kinds of
/// file the games open.
#[derive(Resource, Default)]
pub struct GameRegistry {
    entries: Vec<Entry>,
    openers: Vec<FileOpener>,
    mehen: Option<MehenStart>,
}

/// How Horton's Mehen starts from the New game form: the game on the table (take-backs allowed when
/// asked for and a computer plays), or why it cannot start; the screen to show.
pub type MehenStart = fn(&NewGame, bool, &mut Commands) -> Result<AppState, String>;

impl GameRegistry {
    pub fn register<M: ScreenGame>(&mut self) {
        self.entries.push(Entry {
            kinds: M::KINDS,
            screen: M::SCREEN,
            read: |path| M::open(path, 0).map(|m| m.map(|m| m.summary())),
            open: |path, seed, commands| {
                M::open(path, seed).map(|m| m.map(|m| commands.insert_resource(m)))
            },
            start: |setup, commands| {
                commands.insert_resource(M::start(setup)?);
                Ok(())
            },
            demo: |seed, commands| M::demo(seed).map(|m| commands.insert_resource(m)).is_some(),
            lesson: |lesson, commands| {
                commands.insert_resource(M::lesson(lesson)?);
                Ok(())
            },
        });
    }

    pub fn add_opener(&mut self, opener: FileOpener) {
        self.openers.push(opener);
    }

    /// Starts a game of Horton's Mehen set up on the New game form: the screen to show.
    pub fn start_mehen(
        &self,
        setup: &NewGame,
        take_backs: bool,
        commands: &mut Commands,
    ) -> Result<AppState, String> {
        let start = self.mehen.ok_or("Mehen is not registered")?;
        start(setup, take_backs, commands)
    }

    /// What any file the games open holds, for the Load screen and Continue (`None`: no game opens
    /// it).
    pub fn describe_file(&self, path: &Path) -> Option<Result<FileAbout, FileError>> {
        if let Some(r) = self.read_record(path) {
            return Some(r.map(|r| FileAbout {
                about: r.describe(),
                plays_on: true,
            }));
        }
        self.openers.iter().find_map(|o| (o.describe)(path))
    }

    /// Opens any file the games open: the screen to show, or why not (`None`: no game opens it).
    pub fn open_file(
        &self,
        path: &Path,
        seed: u64,
        commands: &mut Commands,
    ) -> Option<Result<AppState, String>> {
        if let Some(r) = self.open_record(path, seed, commands) {
            return Some(r.map_err(|e| e.to_string()));
        }
        self.openers.iter().find_map(|o| (o.open)(path, commands))
    }

    fn entry(&self, kind: GameKind) -> Option<&Entry> {
        self.entries.iter().find(|e| e.kinds.contains(&kind))
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

    /// What a file holds, if it is a record of a registered game (`None` when it is none of theirs).
    pub fn read_record(&self, path: &Path) -> Option<Result<RaceRecordSummary, FileError>> {
        self.entries.iter().find_map(|e| (e.read)(path))
    }

    /// Puts the match a record continues on the table: the screen to show, or why it cannot be
    /// opened; `None` when the file is a record of none of the registered games.
    pub fn open_record(
        &self,
        path: &Path,
        seed: u64,
        commands: &mut Commands,
    ) -> Option<Result<AppState, FileError>> {
        self.entries
            .iter()
            .find_map(|e| (e.open)(path, seed, commands).map(|r| r.map(|()| e.screen)))
    }

    /// Puts a new match on the table: the screen to show, or why it cannot start.
    pub fn start(&self, setup: &RaceSetup, commands: &mut Commands) -> Result<AppState, String> {
        let entry = self
            .entry(setup.kind)
            .ok_or_else(|| format!("{} cannot be played here", setup.kind.title()))?;
        (entry.start)(setup, commands)?;
        Ok(entry.screen)
    }

    /// Puts a lesson's match on the table: the screen to show, or why it cannot start.
    pub fn start_lesson(
        &self,
        lesson: &Lesson,
        commands: &mut Commands,
    ) -> Result<AppState, String> {
        let entry = crate::tutorial::race::kind_of(lesson)
            .and_then(|kind| self.entry(kind))
            .ok_or_else(|| format!("no screen plays `{}`", lesson.game))?;
        (entry.lesson)(lesson, commands)?;
        Ok(entry.screen)
    }

    /// Puts a match computers have played a while on the table (a screenshot scene): its screen.
    pub fn demo(&self, kind: GameKind, seed: u64, commands: &mut Commands) -> Option<AppState> {
        let entry = self.entry(kind)?;
        (entry.demo)(seed, commands).then_some(entry.screen)
    }
}

/// Registers a kind of file a game's room opens, for its plugin.
pub fn register_opener(app: &mut App, opener: FileOpener) {
    app.init_resource::<GameRegistry>();
    app.world_mut()
        .resource_mut::<GameRegistry>()
        .add_opener(opener);
}

/// Registers how Horton's Mehen starts, for its room's plugin.
pub fn register_mehen(app: &mut App, start: MehenStart) {
    app.init_resource::<GameRegistry>();
    app.world_mut().resource_mut::<GameRegistry>().mehen = Some(start);
}

/// Registers race game `M`, for its room's plugin.
pub fn register<M: ScreenGame>(app: &mut App) {
    app.init_resource::<GameRegistry>();
    app.world_mut()
        .resource_mut::<GameRegistry>()
        .register::<M>();
}
