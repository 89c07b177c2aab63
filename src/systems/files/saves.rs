//! Files from inside the game: the autosave after every completed turn, Save / Load / Export (also
//! Ctrl+S, Ctrl+O, Ctrl+E), Continue, settings written when they change, lifetime throw counts, and the
//! replay viewer's stepping. Reading and writing are [`crate::persist`]'s; this plugin decides when.

use crate::persist::save::{LoadedSave, load_save};
use crate::persist::settings::{LifetimeStats, Settings, load_stats, save_settings, to_ron};
use crate::persist::{FileError, Paths, read_text, write_atomic};
use crate::rules::record::Record;
use crate::systems::layout::BoardLayout;
use crate::systems::pieces::AnimQueue;
use crate::systems::state::{AppState, GameSet, TurnPhase};
use crate::systems::table::{NewGame, SeatKind, SeatSetup, Table};
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// The game's folders, and what the autosave and statistics have seen of the table.
#[derive(Resource)]
pub struct Storage {
    pub paths: Paths,
    /// Off for screenshot scenes, which must not replace a player's autosave.
    pub autosave: bool,
    /// Print `autosaved turn N` after each autosave (the crash test reads it).
    pub trace: bool,
    autosaved: Option<u64>,
    /// The table the autosave follows.
    table: Option<u64>,
    pub stats: LifetimeStats,
    counted: [u32; 5],
    /// The autosave as found when the menu was last shown: what Continue would load.
    pub continue_from: Option<Result<String, String>>,
}

impl Storage {
    pub fn new(paths: Paths) -> (Storage, Option<String>) {
        let (stats, problem) = load_stats(&paths.stats());
        (
            Storage {
                paths,
                autosave: true,
                trace: std::env::var_os("MEHEN_TRACE_AUTOSAVE").is_some(),
                autosaved: None,
                table: None,
                stats,
                counted: [0; 5],
                continue_from: None,
            },
            problem,
        )
    }
}

/// Messages for the player (saved, exported, a file that could not be read). Errors stay until
/// dismissed; the rest fade.
#[derive(Resource, Default)]
pub struct Notices(pub Vec<Notice>);

#[derive(Debug, Clone)]
pub struct Notice {
    pub text: String,
    /// Shown on hover: where a file went, for players who look for it.
    pub detail: Option<String>,
    pub error: bool,
    pub age: f32,
}

impl Notices {
    pub fn info(&mut self, text: impl Into<String>) {
        self.push(text.into(), false);
    }

    /// A message about a file: the words, with the file's full path on hover.
    pub fn info_about(&mut self, text: impl Into<String>, path: &Path) {
        self.push(text.into(), false);
        if let Some(n) = self.0.last_mut() {
            n.detail = Some(path.display().to_string());
        }
    }

    pub fn error(&mut self, text: impl Into<String>) {
        self.push(text.into(), true);
    }

    fn push(&mut self, text: String, error: bool) {
        if error {
            warn!("{text}");
        } else {
            info!("{text}");
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

/// A record being watched in the replay viewer; while it exists no one plays.
#[derive(Resource)]
pub struct Replay {
    pub record: Record,
    pub setup: NewGame,
    /// Turns shown so far.
    pub at: usize,
    pub playing: bool,
    pub title: String,
    timer: Timer,
}

/// What the replay viewer's buttons and keys ask for.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayStep {
    Forward,
    Back,
    To(usize),
    TogglePlay,
    /// Leave the viewer and play on from the turn shown.
    PlayOn,
}

/// What the menus and keys ask of the files.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum FileRequest {
    Save,
    Export,
    Continue,
    /// Load a save, or open a record (`.mehen`) in the replay viewer.
    Open(PathBuf),
    /// Watch the current game from its first turn.
    ReplayCurrent,
}

pub fn no_replay(replay: Option<Res<Replay>>) -> bool {
    replay.is_none()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .init_resource::<Settings>()
        .add_message::<ReplayStep>()
        .add_message::<FileRequest>()
        // Not on leaving the game screen: opening a record from the game re-enters it.
        .add_systems(
            Update,
            (|mut commands: Commands| commands.remove_resource::<Replay>())
                .run_if(not(in_state(AppState::Game)).and_then(resource_exists::<Replay>)),
        )
        .add_systems(OnEnter(AppState::Menu), look_for_autosave)
        .add_systems(
            Update,
            (
                file_keys,
                handle_file_requests,
                persist_settings,
                age_notices,
                replay_steps.in_set(GameSet::Engine),
                autosave.run_if(no_replay).in_set(GameSet::Mirror),
            ),
        );
}

/// After every completed turn (and at the start and end of a game), the autosave is replaced.
fn autosave(table: Res<Table>, storage: Option<ResMut<Storage>>, mut notices: ResMut<Notices>) {
    let Some(mut storage) = storage else { return };
    if storage.table != Some(table.id) {
        storage.table = Some(table.id);
        storage.autosaved = None;
        storage.counted = table.throw_counts;
        if storage.autosave {
            keep_unfinished_autosave(&storage.paths, &table, &mut notices);
        }
    }
    if !storage.autosave || storage.autosaved == Some(table.checkpoint.serial) {
        return;
    }
    storage.autosaved = Some(table.checkpoint.serial);
    let path = storage.paths.autosave();
    match write_atomic(&path, table.to_save().to_ron().as_bytes()) {
        Ok(()) => {
            if storage.trace {
                // A closed pipe must not stop the game.
                use std::io::Write;
                let _ = writeln!(
                    std::io::stdout(),
                    "autosaved turn {}",
                    table.checkpoint.turns
                );
            }
        }
        Err(e) => notices.error(format!("Autosave failed: {e}")),
    }
    // Lifetime throw counts grow by this game's new throws.
    let new: Vec<u64> = (0..5)
        .map(|i| u64::from(table.throw_counts[i].saturating_sub(storage.counted[i])))
        .collect();
    storage.counted = table.throw_counts;
    for (total, n) in storage.stats.throws.iter_mut().zip(new) {
        *total += n;
    }
    if table.is_over() {
        storage.stats.games_finished += 1;
    }
    let stats_path = storage.paths.stats();
    if let Err(e) = write_atomic(&stats_path, to_ron(&storage.stats).as_bytes()) {
        notices.error(format!("Statistics not saved: {e}"));
    }
}

/// A new game must not overwrite the autosave of another unfinished one: that autosave becomes an
/// ordinary save (listed on the Load screen) first.
fn keep_unfinished_autosave(paths: &Paths, table: &Table, notices: &mut Notices) {
    let path = paths.autosave();
    let Ok(old) = load_save(&path) else { return };
    let same_game = old.save.seed == table.seed
        && old.record.turns.len() <= table.rg.record.turns.len()
        && old
            .record
            .turns
            .iter()
            .zip(&table.rg.record.turns)
            .all(|(a, b)| a.throws == b.throws && a.action == b.action);
    if same_game || old.game.is_over() {
        return;
    }
    let kept = fresh_path(&paths.saves(), " unfinished.save.ron");
    match std::fs::rename(&path, &kept) {
        Ok(()) => notices.info_about("Your unfinished game was kept: open it from Load.", &kept),
        Err(e) => notices.error(format!("{}: cannot keep it aside: {e}", path.display())),
    }
}

fn file_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    replay: Option<Res<Replay>>,
    mut requests: MessageWriter<FileRequest>,
    mut next: ResMut<NextState<AppState>>,
) {
    let Some(keys) = keys else { return };
    // A quick tap may press and release Ctrl within one frame: that still counts.
    let ctrls = [KeyCode::ControlLeft, KeyCode::ControlRight];
    let ctrl = keys.any_pressed(ctrls) || keys.any_just_pressed(ctrls);
    if !ctrl {
        return;
    }
    let in_game = *state.get() == AppState::Game && replay.is_none();
    if keys.just_pressed(KeyCode::KeyS) && in_game {
        requests.write(FileRequest::Save);
    }
    if keys.just_pressed(KeyCode::KeyE) && *state.get() == AppState::Game {
        requests.write(FileRequest::Export);
    }
    if keys.just_pressed(KeyCode::KeyO) {
        next.set(AppState::Load);
    }
}

/// `2026-11-22 17-48-03` from Unix seconds (UTC), for file names and lists.
pub fn stamp(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let rem = seconds % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}-{:02}-{:02}",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// A file name in `dir` that does not exist yet: `<stamp><suffix>`, numbered if needed.
pub fn fresh_path(dir: &Path, suffix: &str) -> PathBuf {
    let base = stamp(crate::persist::now_seconds()).replace(' ', "_");
    let mut path = dir.join(format!("{base}{suffix}"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{base}-{n}{suffix}"));
        n += 1;
    }
    path
}

#[allow(clippy::too_many_arguments)]
fn handle_file_requests(
    mut requests: MessageReader<FileRequest>,
    mut commands: Commands,
    table: Option<Res<Table>>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<Notices>,
    mut next: ResMut<NextState<AppState>>,
) {
    let Some(storage) = storage else { return };
    for req in requests.read() {
        match req {
            FileRequest::Save => {
                let Some(table) = &table else { continue };
                let path = fresh_path(&storage.paths.saves(), ".save.ron");
                match write_atomic(&path, table.to_save().to_ron().as_bytes()) {
                    Ok(()) => notices.info_about("Game saved", &path),
                    Err(e) => notices.error(format!("Not saved: {e}")),
                }
            }
            FileRequest::Export => {
                let Some(table) = &table else { continue };
                let record = table.completed_record();
                let path = fresh_path(&storage.paths.records(), ".mehen");
                match write_atomic(&path, record.to_string().as_bytes()) {
                    Ok(()) => notices.info_about("Record exported", &path),
                    Err(e) => notices.error(format!("Not exported: {e}")),
                }
            }
            FileRequest::Continue => {
                let path = latest_autosave(&storage.paths).unwrap_or(storage.paths.autosave());
                if path.extension().is_some_and(|e| e == "mehen") {
                    open_file(&path, &mut commands, &mut next, &mut notices);
                } else {
                    match load_save(&path) {
                        Ok(loaded) => start_loaded(&mut commands, &loaded, &mut next, &mut notices),
                        Err(e) => notices.error(format!("Cannot continue: {e}")),
                    }
                }
            }
            FileRequest::Open(path) => open_file(path, &mut commands, &mut next, &mut notices),
            FileRequest::ReplayCurrent => {
                let Some(table) = &table else { continue };
                let record = table.completed_record();
                let setup = NewGame {
                    board: table.game().board().clone(),
                    board_tag: record.tag("Board").unwrap_or("classic").into(),
                    seats: table.seats.clone(),
                    rules: *table.game().rules(),
                    time_limit_minutes: None,
                    seed: table.seed,
                    board_ron: table.board_ron.clone(),
                };
                start_replay(
                    &mut commands,
                    record,
                    setup,
                    "this game".into(),
                    &mut next,
                    &mut notices,
                );
            }
        }
    }
}

/// Loads a save into the game, or opens a record in the replay viewer, by the file's name.
pub fn open_file(
    path: &Path,
    commands: &mut Commands,
    next: &mut NextState<AppState>,
    notices: &mut Notices,
) {
    if path.to_string_lossy().ends_with(".mehen") {
        if let Some(bak) = load_turn_record::<crate::rules::bak_amen::BakAmen>(path) {
            match bak.and_then(|(r, _)| {
                crate::systems::bak_screen::BakMatch::from_record(r, crate::persist::now_seconds())
                    .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::BakAmen);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        if let Some(family) = load_turn_record::<crate::rules::family::Family>(path) {
            match family.and_then(|(r, _)| {
                crate::systems::family_screen::FamilyMatch::from_record(
                    r,
                    crate::persist::now_seconds(),
                )
                .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::Family);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        if let Some(hyena) = load_turn_record::<crate::rules::hyena::Hyena>(path) {
            match hyena.and_then(|(r, _)| {
                crate::systems::hyena_screen::HyenaMatch::from_record(
                    r,
                    crate::persist::now_seconds(),
                )
                .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::Hyena);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        if let Some(senet) = load_senet_record(path) {
            match senet.and_then(|(r, _)| {
                crate::systems::senet_screen::SenetMatch::from_record(
                    r,
                    crate::persist::now_seconds(),
                )
                .map_err(|e| FileError::new(path, e))
            }) {
                Ok(m) => {
                    commands.insert_resource(m);
                    next.set(AppState::Senet);
                }
                Err(e) => notices.error(e.to_string()),
            }
            return;
        }
        match load_record(path) {
            Ok((record, setup)) => {
                let title = path
                    .file_name()
                    .map_or(String::new(), |n| n.to_string_lossy().into_owned());
                start_replay(commands, record, setup, title, next, notices);
            }
            Err(e) => notices.error(e.to_string()),
        }
    } else {
        match load_save(path) {
            Ok(loaded) => start_loaded(commands, &loaded, next, notices),
            Err(e) => notices.error(e.to_string()),
        }
    }
}

/// A turn record of game `G` (the Hyena game, family Mehen, Bak-Amen), read and checked; `None` when the file
/// is not one.
pub fn load_turn_record<G: crate::rules::turn_record::Recorded>(
    path: &Path,
) -> Option<Result<(crate::rules::turn_record::TurnRecord<G>, G), FileError>> {
    use crate::rules::turn_record::TurnRecord;
    let text = read_text(path).ok()?;
    if !TurnRecord::<G>::is_record(&text) {
        return None;
    }
    let record = TurnRecord::<G>::parse(&text).map_err(|e| FileError::new(path, e.to_string()));
    Some(record.and_then(|r| {
        r.replay()
            .map(|g| (r, g))
            .map_err(|e| FileError::new(path, e.to_string()))
    }))
}

/// A record of a game other than Mehen, as read from disk: which game, how long, and whether it ended.
pub struct RaceRecordSummary {
    pub game: String,
    pub turns: usize,
    pub over: bool,
}

impl RaceRecordSummary {
    /// What the Load screen says of it.
    pub fn describe(&self) -> String {
        format!(
            "{} record, {} turns (opens to play on)",
            self.game, self.turns
        )
    }
}

/// Reads a record of a game other than Mehen (`None` for a Mehen record or another file): what it
/// holds, or why it cannot be opened.
pub fn load_race_record(path: &Path) -> Option<Result<RaceRecordSummary, FileError>> {
    use crate::rules::turn_record::Recorded;
    fn summary<G: Recorded>(
        (r, g): (crate::rules::turn_record::TurnRecord<G>, G),
    ) -> RaceRecordSummary {
        RaceRecordSummary {
            game: G::GAME.into(),
            turns: r.turns.len(),
            over: g.winners().is_some(),
        }
    }
    if let Some(r) = load_turn_record::<crate::rules::hyena::Hyena>(path) {
        return Some(r.map(summary));
    }
    if let Some(r) = load_turn_record::<crate::rules::family::Family>(path) {
        return Some(r.map(summary));
    }
    if let Some(r) = load_turn_record::<crate::rules::bak_amen::BakAmen>(path) {
        return Some(r.map(summary));
    }
    load_senet_record(path).map(|r| {
        r.map(|(r, g)| RaceRecordSummary {
            game: r.tag("Game").unwrap_or("senet").into(),
            turns: r.turns.len(),
            over: g.is_over(),
        })
    })
}

/// Sets a record tag (replacing one of that name).
pub fn set_tag(tags: &mut Vec<(String, String)>, name: &str, value: String) {
    match tags.iter_mut().find(|(n, _)| n == name) {
        Some(t) => t.1 = value,
        None => tags.push((name.into(), value)),
    }
}

/// The sticks a record opened to play on continues with: those of its `[Sticks]` tag (written by the
/// autosave and export), or new ones seeded from `seed`, with a line for the log saying which.
pub fn sticks_from_tag(tag: Option<&str>, seed: u64) -> (crate::dice::Sticks, String) {
    use crate::dice::Sticks;
    match tag.map(Sticks::from_state_tag) {
        Some(Ok(s)) => (s, "the throws go on as they would have".into()),
        Some(Err(e)) => (Sticks::seeded(seed), format!("{e}; new sticks")),
        None => (
            Sticks::seeded(seed),
            "the record keeps no sticks: new ones".into(),
        ),
    }
}

/// The seats as a record's `[Seats]` tag, so a game reopened from its record keeps its computer
/// players: `kind:colour:name` for each seat, comma-separated (`human:0:Ahmose, expert:1:Bastet`).
/// Characters that would break the tag or the list are dropped from names.
pub fn seats_tag(seats: &[SeatSetup]) -> String {
    seats
        .iter()
        .map(|s| {
            let kind = match s.kind {
                SeatKind::Human => "human".to_string(),
                SeatKind::Computer(level) => level.name().to_lowercase(),
            };
            let name: String = s
                .name
                .chars()
                .filter(|c| !matches!(c, ',' | '"' | '\\') && !c.is_control())
                .collect();
            format!("{kind}:{}:{}", s.colour, name.trim())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The seats of a record opened to play on: those of its `[Seats]` tag, or people with default names
/// when it has none; a damaged tag is said in the returned line and gets the defaults too.
pub fn seats_from_tag(
    tag: Option<&str>,
    players: u8,
    seed: u64,
) -> (Vec<SeatSetup>, Option<String>) {
    use crate::ai::Level;
    let defaults = NewGame::default_for(players, seed).seats;
    let Some(tag) = tag else {
        return (defaults, None);
    };
    let parse = |part: &str, i: usize| -> Result<SeatSetup, String> {
        let mut fields = part.trim().splitn(3, ':');
        let kind = match fields.next().unwrap_or("") {
            "human" => SeatKind::Human,
            other => SeatKind::Computer(Level::from_name(other).ok_or(format!(
                "seat {}: `{other}` is not human, novice, normal or expert",
                i + 1
            ))?),
        };
        let colour = fields
            .next()
            .and_then(|c| c.parse::<usize>().ok())
            .filter(|&c| c < crate::systems::table::PALETTE.len())
            .ok_or(format!(
                "seat {}: no colour number from 0 to {}",
                i + 1,
                crate::systems::table::PALETTE.len() - 1
            ))?;
        let name = fields.next().map(str::trim).filter(|n| !n.is_empty());
        Ok(SeatSetup {
            name: name.map_or_else(|| defaults[i].name.clone(), str::to_string),
            colour,
            kind,
        })
    };
    let parts: Vec<&str> = tag.split(',').collect();
    let seats = if parts.len() == defaults.len() {
        parts.iter().enumerate().map(|(i, p)| parse(p, i)).collect()
    } else {
        Err(format!("{} seats for {players} players", parts.len()))
    };
    match seats {
        Ok(seats) => (seats, None),
        Err(e) => (
            defaults,
            Some(format!("the [Seats] tag: {e}; people in every seat")),
        ),
    }
}

/// What a record opened to play on continues with: its seats and its sticks (from its tags), and the
/// log line that tells what was read.
pub fn resume(
    seats: Option<&str>,
    sticks: Option<&str>,
    players: u8,
    turns: usize,
    seed: u64,
) -> (Vec<SeatSetup>, crate::dice::Sticks, String) {
    let (seats, seats_note) = seats_from_tag(seats, players, seed);
    let (sticks, about) = sticks_from_tag(sticks, seed);
    let read = if turns == 1 {
        "1 turn".to_string()
    } else {
        format!("{turns} turns")
    };
    let mut line = format!("{read} read from the record; {about}");
    if let Some(note) = seats_note {
        line += &format!("; {note}");
    }
    (seats, sticks, line)
}

/// The tags a record needs to be played on as it was: the seats and the sticks at the start of the
/// turn in progress.
pub fn set_resume_tags(
    tags: &mut Vec<(String, String)>,
    seats: &[SeatSetup],
    checkpoint: &crate::dice::Sticks,
) {
    set_tag(tags, "Seats", seats_tag(seats));
    set_tag(tags, "Sticks", checkpoint.state_tag());
}

/// A game on its own screen kept as a record (Senet, the Hyena game, family Mehen).
pub trait RecordedMatch: Resource {
    /// The autosave's file name in the records folder: `autosave-` and the rule set's record name, so
    /// each rule set keeps its own (Continue finds any file named so).
    fn autosave_name(&self) -> String;
    /// The game's name for players ("Senet", "the Hyena game").
    fn title(&self) -> &'static str;
    /// The record so far, with the sticks' state at the start of the turn in progress.
    fn record_text(&self) -> String;
    /// Changes whenever a turn is recorded or a new game starts.
    fn mark(&self) -> (u64, usize);
}

/// After every turn the record is written (atomically) as the screen's autosave: the Load screen
/// lists it, and opening it plays on with the same sticks.
pub fn autosave_match<M: RecordedMatch>(
    m: Option<Res<M>>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<Notices>,
    mut written: Local<Option<(u64, usize)>>,
) {
    let (Some(m), Some(storage)) = (m, storage) else {
        return;
    };
    let mark = m.mark();
    if !storage.autosave || *written == Some(mark) {
        return;
    }
    let name = m.autosave_name();
    let text = m.record_text();
    // A new match (another seed, or fewer turns than written last) may be about to replace a game.
    if written.is_none_or(|w| w.0 != mark.0 || mark.1 < w.1) {
        keep_unfinished_record(&storage.paths, &name, &text, m.title(), &mut notices);
    }
    *written = Some(mark);
    write_record(&storage, &mut notices, Some(&name), &text);
}

/// A game starting on a screen must not overwrite that screen's autosave while it holds another
/// unfinished game (one this game does not continue): that record is first kept under a new name in
/// the records folder, where the Load screen lists it.
fn keep_unfinished_record(
    paths: &Paths,
    name: &str,
    text: &str,
    title: &str,
    notices: &mut Notices,
) {
    let path = paths.records().join(name);
    let Ok(old) = read_text(&path) else { return };
    let turns = |t: &str| -> Vec<String> {
        t.lines()
            .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
            .filter(|l| !l.is_empty() && !l.starts_with('['))
            .collect()
    };
    let (old_turns, new_turns) = (turns(&old), turns(text));
    if new_turns.starts_with(&old_turns) {
        return; // the same game, played on
    }
    if load_race_record(&path).is_some_and(|r| r.is_ok_and(|r| r.over)) {
        return; // a finished game is in the records already
    }
    let kept = fresh_path(&paths.records(), " unfinished.mehen");
    match std::fs::rename(&path, &kept) {
        Ok(()) => notices.info_about(
            format!("Your unfinished game of {title} was kept: open it from Load."),
            &kept,
        ),
        Err(e) => notices.error(format!("{}: cannot keep it aside: {e}", path.display())),
    }
}

/// Writes a record of a game on screen: as `autosave` (a fixed name in the records folder), or as a
/// fresh export when `autosave` is `None`; failures and exports are told in the notices.
pub fn write_record(storage: &Storage, notices: &mut Notices, autosave: Option<&str>, text: &str) {
    let records = storage.paths.records();
    let path = match autosave {
        Some(name) => records.join(name),
        None => fresh_path(&records, ".mehen"),
    };
    match (write_atomic(&path, text.as_bytes()), autosave) {
        (Ok(()), None) => notices.info_about("Record exported", &path),
        (Ok(()), Some(_)) => {}
        (Err(e), None) => notices.error(format!("Not exported: {e}")),
        (Err(e), Some(_)) => notices.error(format!("Autosave failed: {e}")),
    }
}

/// A Senet record, read and checked; `None` when the file is not a Senet record.
pub fn load_senet_record(
    path: &Path,
) -> Option<
    Result<
        (
            crate::rules::senet_record::SenetRecord,
            crate::rules::senet::Senet,
        ),
        FileError,
    >,
> {
    let text = read_text(path).ok()?;
    if !crate::rules::senet_record::SenetRecord::is_senet(&text) {
        return None;
    }
    let record = crate::rules::senet_record::SenetRecord::parse(&text)
        .map_err(|e| FileError::new(path, e.to_string()));
    Some(record.and_then(|r| {
        r.replay()
            .map(|g| (r, g))
            .map_err(|e| FileError::new(path, e.to_string()))
    }))
}

/// Reads a `.mehen` record and checks every turn; seats get default names.
pub fn load_record(path: &Path) -> Result<(Record, NewGame), FileError> {
    let text = read_text(path)?;
    let fail = |p: String| FileError::new(path, p);
    let record = Record::parse(&text).map_err(|e| fail(e.to_string()))?;
    record
        .replay(Some(&text))
        .map_err(|e| fail(e.to_string()))?;
    let (board, players, rules) = record.setup(Some(&text)).map_err(|e| fail(e.to_string()))?;
    let mut setup = NewGame::default_for(players, 0);
    setup.board_tag = record.tag("Board").unwrap_or("classic").into();
    setup.board = board;
    setup.rules = rules;
    setup.seed = record.tag("Seed").and_then(|s| s.parse().ok()).unwrap_or(0);
    Ok((record, setup))
}

fn start_loaded(
    commands: &mut Commands,
    loaded: &LoadedSave,
    next: &mut NextState<AppState>,
    notices: &mut Notices,
) {
    match Table::from_save(loaded) {
        Ok(table) => {
            commands.insert_resource(BoardLayout::new(&loaded.board));
            commands.insert_resource(table);
            next.set(AppState::Game);
        }
        Err(e) => notices.error(format!("Cannot load: {e}")),
    }
}

fn start_replay(
    commands: &mut Commands,
    record: Record,
    setup: NewGame,
    title: String,
    next: &mut NextState<AppState>,
    notices: &mut Notices,
) {
    // The viewer's seats are people: no bot must act on its turns.
    let mut setup = setup;
    for s in &mut setup.seats {
        s.kind = SeatKind::Human;
    }
    match Table::replayed(&setup, &record, 0) {
        Ok(table) => {
            commands.insert_resource(BoardLayout::new(&setup.board));
            commands.insert_resource(table);
            commands.insert_resource(Replay {
                record,
                setup,
                at: 0,
                playing: false,
                title,
                timer: Timer::from_seconds(0.8, TimerMode::Once),
            });
            next.set(AppState::Game);
        }
        Err(e) => notices.error(format!("Cannot replay: {e}")),
    }
}

/// The autosave written last: the Mehen game's save, or the record of a Senet, Hyena, family Mehen
/// or Bak-Amen game (each screen keeps its own); `None` when there is none.
pub fn latest_autosave(paths: &crate::persist::Paths) -> Option<PathBuf> {
    let race_autosaves = std::fs::read_dir(paths.records())
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("autosave-") && n.ends_with(".mehen"))
        });
    std::iter::once(paths.autosave())
        .chain(race_autosaves)
        .filter_map(|p| {
            let modified = std::fs::metadata(&p).and_then(|m| m.modified()).ok()?;
            Some((modified, p))
        })
        .max_by_key(|(modified, _)| *modified)
        .map(|(_, p)| p)
}

/// What Continue would load, looked up each time the menu opens.
fn look_for_autosave(storage: Option<ResMut<Storage>>) {
    let Some(mut storage) = storage else { return };
    let path = latest_autosave(&storage.paths);
    storage.continue_from = path.map(|path| {
        if path.extension().is_some_and(|e| e == "mehen") {
            load_race_record(&path)
                .unwrap_or_else(|| Err(FileError::new(&path, "not a record of a game")))
                .map(|r| r.describe())
                .map_err(|e| e.to_string())
        } else {
            load_save(&path)
                .map(|l| describe_save(&l))
                .map_err(|e| e.to_string())
        }
    });
}

/// One line about a save: players, board, turn, when.
pub fn describe_save(l: &LoadedSave) -> String {
    let names: Vec<&str> = l.save.seats.iter().map(|s| s.name.as_str()).collect();
    let state = if l.game.is_over() {
        "finished".to_string()
    } else {
        format!("turn {}", l.game.turns() + 1)
    };
    format!(
        "{} on {}, {state}, saved {} UTC",
        names.join(", "),
        l.save.board,
        stamp(l.save.saved_at)
    )
}

/// Settings are written shortly after they change (a slider drag writes once), and on exit.
fn persist_settings(
    settings: Res<Settings>,
    storage: Option<Res<Storage>>,
    time: Res<Time>,
    mut pending: Local<Option<f32>>,
    mut exit: MessageReader<AppExit>,
    mut notices: ResMut<Notices>,
) {
    let Some(storage) = storage else { return };
    if settings.is_changed() && !settings.is_added() {
        *pending = Some(0.0);
    }
    let exiting = exit.read().count() > 0;
    if let Some(age) = pending.as_mut() {
        *age += time.delta_secs();
        if *age >= 0.5 || exiting {
            *pending = None;
            if let Err(e) = save_settings(&storage.paths.settings(), &settings) {
                notices.error(format!("Settings not saved: {e}"));
            }
        }
    }
}

/// How long a message that is not an error stays up.
const NOTICE_SECONDS: f32 = 6.0;

/// Wall-clock time: the game's clock advances little while the app sleeps between inputs. The app
/// wakes to take a message down on time.
fn age_notices(
    time: Res<Time<Real>>,
    mut wake: ResMut<crate::systems::wake::Wake>,
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
    if let Some(oldest) = notices
        .0
        .iter()
        .filter(|n| !n.error)
        .map(|n| n.age)
        .reduce(f32::max)
    {
        wake.within_secs(NOTICE_SECONDS - oldest);
    }
}

#[allow(clippy::too_many_arguments)]
fn replay_steps(
    mut steps: MessageReader<ReplayStep>,
    mut commands: Commands,
    replay: Option<ResMut<Replay>>,
    mut table: ResMut<Table>,
    mut queue: ResMut<AnimQueue>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    time: Res<Time>,
    mut notices: ResMut<Notices>,
) {
    let Some(mut replay) = replay else {
        steps.clear();
        return;
    };
    let idle = *phase.get() != TurnPhase::Animate && !queue.busy();
    let mut wanted: Vec<ReplayStep> = steps.read().copied().collect();
    if replay.playing && idle {
        replay.timer.tick(time.delta());
        if replay.timer.is_finished() {
            replay.timer.reset();
            wanted.push(ReplayStep::Forward);
        }
    }
    let len = replay.record.turns.len();
    for step in wanted {
        let target = match step {
            ReplayStep::TogglePlay => {
                replay.playing = !replay.playing && replay.at < len;
                continue;
            }
            ReplayStep::PlayOn => {
                // The sticks go on from a generator of their own: a record does not carry one.
                table.sticks = crate::dice::Sticks::seeded(replay.setup.seed ^ replay.at as u64);
                for (i, s) in table.seats.iter_mut().enumerate() {
                    *s = SeatSetup {
                        kind: SeatKind::Human,
                        ..replay.setup.seats[i].clone()
                    };
                }
                commands.remove_resource::<Replay>();
                notices.info("Playing on from here.");
                return;
            }
            ReplayStep::Forward if replay.at < len && idle => {
                let turn = replay.record.turns[replay.at].clone();
                match table.replay_turn(&turn) {
                    Ok(events) => {
                        queue.events.extend(events);
                        replay.at += 1;
                        next.set(TurnPhase::Animate);
                    }
                    Err(e) => {
                        notices.error(format!("Replay stopped: {e}"));
                        replay.playing = false;
                    }
                }
                if replay.at >= len {
                    replay.playing = false;
                }
                return;
            }
            ReplayStep::Forward => continue,
            ReplayStep::Back => replay.at.saturating_sub(1),
            ReplayStep::To(k) => k.min(len),
        };
        match Table::replayed(&replay.setup, &replay.record, target) {
            Ok(t) => {
                *table = t;
                queue.events.clear();
                queue.wait = None;
                queue.dirty = true;
                replay.at = target;
                next.set(TurnPhase::Animate);
            }
            Err(e) => notices.error(format!("Replay stopped: {e}")),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn stamps_are_civil_dates() {
        assert_eq!(super::stamp(0), "1970-01-01 00-00-00");
        assert_eq!(super::stamp(1_795_369_698), "2026-11-22 17-48-18");
        assert_eq!(super::stamp(951_782_400), "2000-02-29 00-00-00");
    }
}
