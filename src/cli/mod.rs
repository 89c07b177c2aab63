//! The command line: `mehen check`, `mehen replay`, `mehen review`, `mehen moves`, `mehen sim`, `mehen tournament`. With no subcommand the game opens.
//!
//! Exit codes: 0 success; 1 a record breaks a rule; 2 a malformed file, a missing file or a wrong flag.

//!
//! One file per command family: [`mehen`] (Mehen records, positions and playouts), [`senet`] (Senet
//! records and playouts), [`race`] (the games kept as turn records: the Hyena game, family Mehen,
//! Bak-Amen); [`failure`] holds the failure type they all return, so no two of them import each other.

mod failure;
mod mehen;
mod race;
mod senet;

pub use failure::Failure;
pub mod online;
pub(crate) use failure::malformed;
pub use mehen::{describe, load_record, load_record_with};
use mehen::{position_json, sim_text};
use senet::{moves_senet, replay_senet, sim_senet};

use crate::rules::{
    GameKind, Throw,
    mehen::{Board, Options, Rules, Teams},
};
use crate::sim::{SimStats, random_game_fast};
use clap::{Parser, Subcommand};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(
    name = "mehen",
    version,
    about = "Mehen, the ancient Egyptian snake game (Zach Horton's rules)"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Render one scene to this PNG file and exit.
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<PathBuf>,
    /// With --screenshot: write to this file every text of the pictured screen that does not show
    /// whole (cut by its window, the screen's edge or a scroll area, or shortened), a line each.
    #[arg(long, value_name = "FILE", requires = "screenshot")]
    pub check_text: Option<PathBuf>,
    /// Start in this scene (menu, setup, rules, load, game, choosing, stir, gameover, senet, hyena, family,
    /// bak-amen, learn, tutorial, review). Without it the game opens at
    /// the main menu, and --screenshot shows a game.
    #[arg(long, value_enum)]
    pub scene: Option<crate::systems::Scene>,
    /// Seed for the game's throws (screenshots and autoplay).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Play random legal moves for every seat, with all animations.
    #[arg(long)]
    pub autoplay: bool,
    /// Players for --autoplay and --screenshot.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: u8,
    /// With --autoplay: exit once this many turns are played (or the game ends).
    #[arg(long)]
    pub exit_after_turns: Option<u32>,
    /// Exit after this many frames (for measuring a screen's frame time).
    #[arg(long)]
    pub exit_after_frames: Option<u32>,
    /// Write frame-time statistics (frames, median, p95, p99 ms) as JSON to this file on exit.
    #[arg(long, value_name = "FILE")]
    pub frame_stats: Option<PathBuf>,
    /// Start by continuing the latest autosave (as the menu's Continue).
    #[arg(long = "continue")]
    pub resume: bool,
    /// Run without a window (with --autoplay: the game's systems only, as fast as they go).
    #[arg(long)]
    pub headless: bool,
    /// Feed random clicks and keys into the game for this many seconds, then exit.
    #[arg(long, value_name = "SECONDS")]
    pub monkey: Option<f32>,
    /// The game's language for this run (en or fr), over the one chosen in Settings.
    #[arg(long, value_name = "LANGUAGE", value_parser = parse_language)]
    pub lang: Option<crate::i18n::Language>,
    /// The window's size as WIDTHxHEIGHT (default: the size the window was last left at, or
    /// 1280x720 for --screenshot, --autoplay and --frame-stats).
    #[arg(long, value_name = "WIDTHxHEIGHT", value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// The display's scale factor for --screenshot and --autoplay, from 1.0 to 2.0 (a high-density
    /// screen shows each element larger).
    #[arg(long, value_name = "FACTOR", value_parser = parse_scale)]
    pub scale: Option<f32>,
    /// Play as on a touch screen from the start, as a phone's page does: texts name no keys and
    /// buttons are a finger's height (any window becomes one at its first touch anyway).
    #[arg(long)]
    pub touch: bool,
    /// Host an online game of GAME (mehen, senet-kendall, senet-houses, hyena, family-mehen,
    /// bak-amen) for --players people; prints the room's code for the others to join.
    #[arg(long, value_name = "GAME", value_parser = parse_game)]
    pub online_host: Option<GameKind>,
    /// Join the online room with this code.
    #[arg(long, value_name = "CODE", conflicts_with = "online_host")]
    pub online_join: Option<String>,
    /// The server for --online-host and --online-join, as HOST:PORT (hosting without it starts one
    /// in the game).
    #[arg(long, value_name = "HOST:PORT")]
    pub server: Option<String>,
    /// With --online-host or --online-join, or a game gone back to from the title screen: the
    /// computer plays this window's seat, and the game closes once the online game is over.
    #[arg(long)]
    pub online_computer: bool,
}

impl Cli {
    /// Straight into an online room?
    fn online(&self) -> bool {
        self.online_host.is_some() || self.online_join.is_some() || self.online_computer
    }
}

/// A flag's value the game cannot take.
#[derive(Debug, thiserror::Error)]
enum FlagValue {
    #[error("`{0}` is not a game this version plays ({names})", names = GameKind::names())]
    Game(String),
    #[error("'{0}' is not a scale factor from 1.0 to 2.0")]
    Scale(String),
    #[error("'{0}' is not a size such as 1024x640 (from 320x320, a phone, to 7680x4320)")]
    Size(String),
    #[error("'{0}' is not a language the game speaks (en, fr)")]
    Language(String),
}

fn parse_game(name: &str) -> Result<GameKind, FlagValue> {
    GameKind::from_name(name).ok_or_else(|| FlagValue::Game(name.into()))
}

fn parse_scale(text: &str) -> Result<f32, FlagValue> {
    text.parse::<f32>()
        .ok()
        .filter(|s| (1.0..=2.0).contains(s))
        .ok_or_else(|| FlagValue::Scale(text.into()))
}

fn parse_size(text: &str) -> Result<(u32, u32), FlagValue> {
    let size = text
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)));
    size.filter(|(w, h)| (320..=7680).contains(w) && (320..=4320).contains(h))
        .ok_or_else(|| FlagValue::Size(text.into()))
}

fn parse_language(code: &str) -> Result<crate::i18n::Language, FlagValue> {
    crate::i18n::Language::from_code(code)
        .filter(|l| l.code() == code)
        .ok_or_else(|| FlagValue::Language(code.into()))
}

impl Cli {
    pub fn launch_options(&self) -> crate::systems::LaunchOptions {
        crate::systems::LaunchOptions {
            screenshot: self.screenshot.clone(),
            check_text: self.check_text.clone(),
            // An online room sets up its own screens (`systems::online::launch`).
            scene: self
                .scene
                .unwrap_or(if self.screenshot.is_some() && !self.online() {
                    crate::systems::Scene::Game
                } else {
                    crate::systems::Scene::Menu
                }),
            seed: self.seed,
            autoplay: self.autoplay,
            players: self.players,
            exit_after_turns: self.exit_after_turns,
            exit_after_frames: self.exit_after_frames,
            frame_stats: self.frame_stats.clone(),
            resume: self.resume,
            headless: self.headless,
            monkey: self.monkey,
            lang: self.lang,
            size: self.size,
            scale: self.scale,
            touch: self.touch,
            online: self
                .online()
                .then(|| crate::systems::shared::launch::OnlineLaunch {
                    host: self.online_host,
                    join: self.online_join.clone(),
                    server: self.server.clone(),
                    computer: self.online_computer.then_some(crate::ai::Level::Normal),
                }),
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check files as the game reads them: boards (*.board.ron), records (*.mehen), saves
    /// (*.save.ron) and settings (settings.ron, *.settings.ron). Prints one line per file.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Check every turn of a record and print the final position.
    Replay {
        file: PathBuf,
        /// Print the final position as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Review a Mehen record: each turn's winning chances before the throw, after it and after the
    /// move played, the Expert's move for that throw, what the move played lost, and a grade.
    Review {
        file: PathBuf,
        /// Print the review as JSON.
        #[arg(long)]
        json: bool,
    },
    /// List every legal action for the seat to move after a record, for a given throw.
    Moves {
        file: PathBuf,
        /// The throw: flat sides up, 1-3 for Mehen (the only throws that move), 0-3 for the Hyena
        /// game; the die, 1-6, for family Mehen; two dice as two digits (53) for Bak-Amen; the
        /// value 1-5 for Senet.
        #[arg(long, value_parser = clap::value_parser!(u8).range(0..=66))]
        throw: u8,
        /// Advanced rules, when the record has no [Options] tag (e.g. "gated push").
        #[arg(long)]
        options: Option<String>,
        /// Team Mehen, when the record has no [Teams] tag (e.g. "AC BD").
        #[arg(long)]
        teams: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Computer players against each other, seats rotated over each throw sequence.
    Tournament {
        /// The game: mehen, senet-kendall, senet-houses, bak-amen (two players), hyena or family-mehen
        /// (--options as for `sim`).
        #[arg(long, default_value = "mehen")]
        game: String,
        /// Comma-separated players: random, novice, normal.
        #[arg(long, default_value = "novice,normal")]
        bots: String,
        /// Games per matchup.
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
        players: u8,
        #[arg(long, default_value = "")]
        options: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        json: bool,
    },
    /// Serve online games: rooms joined by a code, over WebSocket at ws://ADDR/ws. The server is the
    /// referee: it throws for everyone and checks every move with the rules.
    Serve {
        #[arg(long, default_value = "127.0.0.1:7878")]
        addr: std::net::SocketAddr,
        /// Write each finished game's record here (named by its room code).
        #[arg(long)]
        records: Option<PathBuf>,
        /// Worker threads (default: one a core).
        #[arg(long, default_value_t = 0)]
        threads: usize,
        /// Serve the web build from this folder at `/` (made by web/build.sh; default web/dist when
        /// it exists), so a browser opening http://ADDR/#CODE plays in that room.
        #[arg(long)]
        web: Option<PathBuf>,
        #[command(flatten)]
        limits: online::ServeLimits,
    },
    /// Play one online game without a window: create a room (its code is printed first) or join one,
    /// play the seat with random legal moves, and write the finished record.
    Client {
        /// The server, e.g. ws://127.0.0.1:7878
        #[arg(long)]
        addr: String,
        /// Create a room (with --game and --players).
        #[arg(long, requires = "game", conflicts_with = "join")]
        create: bool,
        /// The game of the room to create: mehen, senet-kendall, senet-houses, hyena,
        /// family-mehen or bak-amen.
        #[arg(long)]
        game: Option<String>,
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=6))]
        players: u8,
        /// The other seats of a created room, comma-separated: remote (a person who joins with the
        /// code) or a computer level (novice, normal, expert). Default: all remote.
        #[arg(long)]
        seats: Option<String>,
        /// The game's options, as on New game (e.g. "gated push", "seven", "three").
        #[arg(long, default_value = "")]
        options: String,
        /// Seats of the created room only by invitation: the code printed is then the whole code
        /// (K7M-Q3P-H4T-Z9A) that the others join with; the room's code alone lets a person watch.
        #[arg(long)]
        invite_only: bool,
        /// Join the room with this code (K7M-Q3P, or the whole code of a room whose seats are by
        /// invitation).
        #[arg(long)]
        join: Option<String>,
        /// How this client plays its seat: novice (random legal moves).
        #[arg(long, default_value = "novice")]
        bot: String,
        /// Write the finished record here.
        #[arg(long)]
        record: Option<PathBuf>,
        /// The seed of this client's choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Wait this long before each move (ms), as a person would.
        #[arg(long, default_value_t = 0)]
        think_ms: u64,
    },
    /// Play whole games with random legal moves and print statistics.
    Sim {
        /// The game: mehen, senet-kendall (Senet by Kendall's rules; --options takes plain, seven,
        /// safe, block, lastrow, triple), senet-houses (Senet with the special houses), hyena (the Hyena
        /// game; --options takes three, squares=N), family-mehen (--options takes squares=N) or
        /// bak-amen (backgammon on the Senet board; two players).
        #[arg(long, default_value = "mehen")]
        game: String,
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=6))]
        players: u8,
        /// A built-in board name or a path to a .board.ron file.
        #[arg(long, default_value = "classic")]
        board: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop a game after this many turns and score it by the time-limit rule.
        #[arg(long, default_value_t = 2000)]
        max_turns: u32,
        /// Advanced rules: any of gated, push, unleashed, tickle, tiebreak, radical.
        #[arg(long, default_value = "")]
        options: String,
        /// Team Mehen: the seats of each team, e.g. "AC BD" (4 players) or "AD BE CF" (6).
        #[arg(long)]
        teams: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

/// What a file is, by its name.
/// What a file is, by its name.
enum FileKind {
    Board,
    SpiralBoard,
    SenetBoard,
    Record,
    Save,
    Settings,
}

fn kind_of(path: &Path) -> Option<FileKind> {
    let name = path.file_name()?.to_string_lossy().to_lowercase();
    if name.ends_with(".board.ron") {
        Some(FileKind::Board)
    } else if name.ends_with(".spiral.ron") {
        Some(FileKind::SpiralBoard)
    } else if name.ends_with(".senet.ron") {
        Some(FileKind::SenetBoard)
    } else if name.ends_with(".mehen") {
        Some(FileKind::Record)
    } else if name.ends_with(".save.ron") {
        Some(FileKind::Save)
    } else if name == "settings.ron" || name.ends_with(".settings.ron") {
        Some(FileKind::Settings)
    } else {
        None
    }
}

/// Checks one file with the code the game loads it with; `Ok` describes it.
pub fn check_file(path: &Path) -> Result<String, String> {
    use crate::persist::settings::{Settings, read_ron};
    match kind_of(path) {
        Some(FileKind::Board) => {
            let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
            let b =
                Board::from_ron(&text, &path.display().to_string()).map_err(|e| e.to_string())?;
            Ok(format!(
                "board \"{}\", {} spaces, the inner coil from space {}",
                b.title, b.head, b.inner_coil_start
            ))
        }
        Some(FileKind::SpiralBoard) => {
            let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
            crate::rules::common::spiral::SpiralBoard::from_ron(&text, &path.display().to_string())
                .map(|b| format!("spiral board \"{}\", {} squares", b.title, b.squares))
                .map_err(|e| e.to_string())
        }
        Some(FileKind::SenetBoard) => {
            let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
            crate::rules::senet::board::SenetBoard::from_ron(&text, &path.display().to_string())
                .map(|b| format!("Senet board \"{}\", {} houses", b.title, b.houses.len()))
                .map_err(|e| e.to_string())
        }
        Some(FileKind::Record) => {
            let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
            if crate::rules::senet::record::SenetRecord::is_senet(&text) {
                return replay_senet(path, &text, false)
                    .map(|_| "Senet record".to_string())
                    .map_err(|f| f.message);
            }
            if let Some(about) = race::check(path, &text) {
                return about;
            }
            crate::persist::record::load_mehen_record(path)
                .map(|f| {
                    format!(
                        "record, {} players, {} turns",
                        f.players,
                        f.record.turns.len()
                    )
                })
                .map_err(|e| e.to_string())
        }
        Some(FileKind::Save) => crate::persist::save::load_save(path)
            .map(|l| format!("save: {}", l.describe().english()))
            .map_err(|e| e.to_string()),
        Some(FileKind::Settings) => read_ron::<Settings, _>(path, Settings::check)
            .map(|_| "settings".to_string())
            .map_err(|e| e.to_string()),
        None => Err(format!(
            "{}: cannot tell what this file is (names end in .board.ron, .spiral.ron, .senet.ron, .mehen, .save.ron or settings.ron)",
            path.display()
        )),
    }
}

/// Runs a subcommand, returning what to print or the failure.
pub fn run(command: Command) -> Result<String, Failure> {
    match command {
        Command::Check { files } => check(&files),
        Command::Tournament {
            game,
            bots,
            games,
            players,
            options,
            seed,
            json,
        } => tournament(&game, &bots, games, players, &options, seed, json),
        Command::Replay { file, json } => replay(&file, json),
        Command::Serve {
            addr,
            records,
            threads,
            web,
            limits,
        } => online::serve(addr, (records, web), threads, limits),
        Command::Client {
            addr,
            create,
            game,
            players,
            seats,
            options,
            invite_only,
            join,
            bot,
            record,
            seed,
            think_ms,
        } => online::client(online::ClientArgs {
            addr,
            create: create.then(|| (game.unwrap_or_default(), players, seats, options)),
            invite_only,
            join,
            bot,
            record,
            seed,
            think_ms,
        }),
        Command::Review { file, json } => review(&file, json),
        Command::Moves {
            file,
            throw,
            options,
            teams,
            json,
        } => moves(&file, throw, options.as_deref(), teams.as_deref(), json),
        Command::Sim {
            game,
            games,
            players,
            board,
            seed,
            max_turns,
            options,
            teams,
            json,
        } => sim(
            &game,
            games,
            players,
            &board,
            seed,
            max_turns,
            &options,
            teams.as_deref(),
            json,
        ),
    }
}

fn check(files: &[PathBuf]) -> Result<String, Failure> {
    let mut out = String::new();
    let mut problems = Vec::new();
    for f in files {
        match check_file(f) {
            Ok(about) => out += &format!("{}: ok ({about})\n", f.display()),
            Err(e) => problems.push(e),
        }
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(malformed(problems.join("\nmehen: ")))
    }
}

fn tournament(
    game: &str,
    bots: &str,
    games: u32,
    players: u8,
    options: &str,
    seed: u64,
    json: bool,
) -> Result<String, Failure> {
    let list: Vec<crate::tournament::Player> = bots
        .split(',')
        .map(crate::tournament::Player::parse)
        .collect::<Result<_, _>>()
        .map_err(|e| malformed(format!("--bots: {e}")))?;
    if list.len() < 2 {
        return Err(malformed("--bots: name at least two players".into()));
    }
    let kind = GameKind::from_name(game).ok_or_else(|| unknown_game(game))?;
    let r = match kind {
        GameKind::Mehen => None,
        GameKind::SenetKendall | GameKind::SenetHouses => {
            let o = crate::rules::senet::game_options(game, options)
                .map_err(|e| malformed(format!("--options: {e}")))?;
            Some(crate::tournament::run_race(&list, games, seed, 2, || {
                crate::rules::senet::Senet::new(o).expect("checked options")
            }))
        }
        GameKind::FamilyMehen => Some(race::tournament::<crate::rules::family::Family>(
            &list, games, seed, players, options,
        )?),
        GameKind::Hyena => Some(race::tournament::<crate::rules::hyena::Hyena>(
            &list, games, seed, players, options,
        )?),
        GameKind::BakAmen => Some(race::tournament::<crate::rules::bak_amen::BakAmen>(
            &list, games, seed, 2, options,
        )?),
    };
    let options = if r.is_some() {
        Options::default()
    } else {
        Options::parse(options).map_err(|e| malformed(format!("--options: {e}")))?
    };
    let board = Arc::new(Board::builtin("classic").expect("built in"));
    let r = r.unwrap_or_else(|| {
        crate::tournament::run(
            &list,
            players,
            games,
            Rules::new(options, None),
            seed,
            board,
        )
    });
    if json {
        return Ok(serde_json::to_string(&r).expect("plain data serializes") + "\n");
    }
    let mut out = String::new();
    for m in &r.matchups {
        out += &format!(
            "{} vs {} ({} players): {} wins, {} shared wins in {} games = {:.1}% won alone (95% interval {:.1}-{:.1}%); share of the wins {:.1}% (95% interval {:.1}-{:.1}%; even play {:.1}%)\n",
            m.player,
            m.against,
            r.players,
            m.wins,
            m.ties,
            m.games,
            m.win_rate * 100.0,
            m.ci95[0] * 100.0,
            m.ci95[1] * 100.0,
            m.score * 100.0,
            m.score_ci95[0] * 100.0,
            m.score_ci95[1] * 100.0,
            100.0 / f64::from(r.players.max(1))
        );
    }
    for t in &r.think {
        out += &format!(
            "think time {}: median {:.2} ms, p95 {:.2} ms over {} decisions\n",
            t.player, t.median_ms, t.p95_ms, t.decisions
        );
    }
    Ok(out)
}

fn replay(file: &Path, json: bool) -> Result<String, Failure> {
    let text = crate::persist::read_text(file).map_err(|e| malformed(e.to_string()))?;
    let out = if crate::rules::senet::record::SenetRecord::is_senet(&text) {
        replay_senet(file, &text, json)?
    } else if let Some(out) = race::replay_command(file, &text, json) {
        out?
    } else {
        let (_, game) = load_record(file)?;
        if json {
            serde_json::to_string(&position_json(&game)).expect("plain data serializes") + "\n"
        } else {
            describe(&game)
        }
    };
    // A record that names the seed of its throws (an online game's) has every throw checked.
    match crate::play::verify::check_seed(&text) {
        Some(Err(why)) => Err(Failure {
            code: 1,
            message: format!("{}: {why}", file.display()),
        }),
        Some(Ok(n)) if !json => Ok(format!(
            "{out}Every throw ({n}) follows the record's seed.\n"
        )),
        _ => Ok(out),
    }
}

fn review(file: &Path, json: bool) -> Result<String, Failure> {
    let text = crate::persist::read_text(file).map_err(|e| malformed(e.to_string()))?;
    let name = file.display();
    if crate::rules::senet::record::SenetRecord::is_senet(&text) || race::is_record(&text) {
        return Err(malformed(format!(
            "{name}: review works on Mehen records; the other games have no model of their winning chances yet"
        )));
    }
    // Read and replayed as `replay` does, so a broken record gets the same message.
    let (record, _) = load_record(file)?;
    let review = crate::review::review(&record, Some(&text)).map_err(|e| match e {
        crate::review::ReviewError::NoModel => malformed(format!(
            "{name}: team games cannot be reviewed: no model of their winning chances was trained"
        )),
        crate::review::ReviewError::Replay(e) => malformed(format!("{name}: {e:?}")),
    })?;
    Ok(if json {
        serde_json::to_string(&review).expect("plain data serializes") + "\n"
    } else {
        crate::review::review_text(&review)
    })
}

fn moves(
    file: &Path,
    throw: u8,
    options: Option<&str>,
    teams: Option<&str>,
    json: bool,
) -> Result<String, Failure> {
    let text = crate::persist::read_text(file).map_err(|e| malformed(e.to_string()))?;
    if let Some(out) = race::moves_command(file, &text, throw, json) {
        return out;
    }
    if crate::rules::senet::record::SenetRecord::is_senet(&text) {
        return moves_senet(file, &text, throw, json);
    }
    if !(1..=3).contains(&throw) {
        return Err(malformed(format!(
            "--throw {throw}: Mehen moves come from 1 to 3 flat sides"
        )));
    }
    let (_, mut game) = load_record_with(file, options, teams)?;
    if game.is_over() {
        return Err(Failure {
            code: 1,
            message: format!("{}: the game is over; nobody is to move", file.display()),
        });
    }
    let t = Throw::new(throw).expect("clap checks the range");
    game.throw(t, &mut ()).map_err(|e| Failure {
        code: 1,
        message: format!("{}: {e}", file.display()),
    })?;
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let lines: Vec<String> = actions.iter().map(|a| a.to_string()).collect();
    Ok(if json {
        serde_json::to_string(&lines).expect("strings serialize") + "\n"
    } else {
        lines.iter().map(|l| format!("{l}\n")).collect()
    })
}

fn sim(
    game: &str,
    games: u64,
    players: u8,
    board: &str,
    seed: u64,
    max_turns: u32,
    options: &str,
    teams: Option<&str>,
    json: bool,
) -> Result<String, Failure> {
    match GameKind::from_name(game).ok_or_else(|| unknown_game(game))? {
        GameKind::Mehen => {}
        GameKind::SenetKendall | GameKind::SenetHouses => {
            return sim_senet(game, games, seed, max_turns, options, json);
        }
        GameKind::FamilyMehen => {
            let start = race::start::<crate::rules::family::Family>(players, options)?;
            let stats = crate::sim::race_sim(games, seed, max_turns, players, || start.clone());
            return Ok(race::sim_text(game, &stats, json));
        }
        GameKind::BakAmen => {
            // Two players whatever --players says, as for Senet.
            let start = race::start::<crate::rules::bak_amen::BakAmen>(2, options)?;
            let stats = crate::sim::race_sim(games, seed, max_turns, 2, || start.clone());
            return Ok(race::sim_text(game, &stats, json));
        }
        GameKind::Hyena => {
            let start = race::start::<crate::rules::hyena::Hyena>(players, options)?;
            let stats = crate::sim::race_sim(games, seed, max_turns, players, || start.clone());
            return Ok(race::sim_text(game, &stats, json));
        }
    }
    let b = Arc::new(Board::resolve(board).map_err(|e| malformed(e.to_string()))?);
    let options = Options::parse(options).map_err(|e| malformed(format!("--options: {e}")))?;
    let teams = match teams {
        Some(t) => Some(Teams::parse(t, players).map_err(|e| malformed(format!("--teams: {e}")))?),
        None => None,
    };
    let rules = Rules::new(options, teams);
    let mut stats = SimStats::default();
    let start = Instant::now();
    for i in 0..games {
        let g = random_game_fast(b.clone(), players, rules, seed, i, max_turns);
        stats.add(&g);
    }
    stats.finish(start.elapsed().as_secs_f64());
    Ok(if json {
        serde_json::to_string(&stats).expect("plain data serializes") + "\n"
    } else {
        sim_text(&stats, players)
    })
}

fn unknown_game(name: &str) -> Failure {
    malformed(format!(
        "--game: `{name}` is not a game this version plays ({})",
        GameKind::names()
    ))
}
