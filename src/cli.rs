//! The command line: `mehen check`, `mehen replay`, `mehen moves`, `mehen sim`, `mehen tournament`. With no subcommand the game opens.
//!
//! Exit codes: 0 success; 1 a record breaks a rule; 2 a malformed file, a missing file or a wrong flag.

use crate::rules::position::Cell;
use crate::rules::record::{Record, ReplayError};
use crate::rules::{Board, Game, Options, Rules, Seat, Teams, Throw};
use crate::sim::{SimStats, random_game_fast};
use clap::{Parser, Subcommand};
use serde::Serialize;
use std::collections::BTreeMap;
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
    /// Start in this scene (menu, setup, rules, load, game, stir, gameover, senet, hyena, family, bak-amen). Without it the game opens at
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
}

impl Cli {
    pub fn launch_options(&self) -> crate::systems::LaunchOptions {
        crate::systems::LaunchOptions {
            screenshot: self.screenshot.clone(),
            scene: self.scene.unwrap_or(if self.screenshot.is_some() {
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

/// A failure with its exit code and message.
pub struct Failure {
    pub code: u8,
    pub message: String,
}

pub(crate) fn malformed(message: String) -> Failure {
    Failure {
        code: 2,
        message: crate::persist::clip(message),
    }
}

/// Reads and replays a record file; errors carry the file name and the right exit code.
pub fn load_record(path: &Path) -> Result<(Record, Game), Failure> {
    load_record_with(path, None, None)
}

/// Like [`load_record`]; `options` and `teams` fill in tags the record lacks, and must agree with tags
/// it has.
pub fn load_record_with(
    path: &Path,
    options: Option<&str>,
    teams: Option<&str>,
) -> Result<(Record, Game), Failure> {
    let file = path.display();
    let text = crate::persist::read_text(path).map_err(|e| malformed(e.to_string()))?;
    let mut record = Record::parse(&text).map_err(|e| malformed(format!("{file}:{e}")))?;
    for (tag, flag, value) in [
        ("Options", "--options", options),
        ("Teams", "--teams", teams),
    ] {
        let Some(value) = value else { continue };
        match record.tag(tag) {
            Some(v) if v.trim() == value.trim() => {}
            Some(v) if !v.trim().is_empty() => {
                return Err(malformed(format!(
                    "{file}: the record says [{tag} \"{v}\"] but {flag} says \"{value}\""
                )));
            }
            _ => record.set_tag(tag, value),
        }
    }
    let game = record.replay(Some(&text)).map_err(|e| match e {
        ReplayError::Syntax(e) => malformed(format!("{file}:{e}")),
        ReplayError::Board(e) => malformed(format!("{file}: board: {e}")),
        ReplayError::Illegal { line, reason } => Failure {
            code: 1,
            message: format!("{file}:{line}: illegal: {reason}"),
        },
    })?;
    Ok((record, game))
}

#[derive(Serialize)]
struct LionsJson {
    on_board: Vec<u16>,
    reserve: u8,
    first_lion: &'static str,
}

#[derive(Serialize)]
struct SeatJson {
    tail: u8,
    board: Vec<u16>,
    enlightened: u8,
    devoured: u8,
}

#[derive(Serialize)]
struct PositionJson {
    game: &'static str,
    board: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    teams: Option<Vec<Vec<String>>>,
    head: u16,
    to_move: Option<String>,
    over: bool,
    winners: Vec<String>,
    stirs: u16,
    lions: LionsJson,
    seats: BTreeMap<String, SeatJson>,
}

fn position_json(game: &Game) -> PositionJson {
    let pos = game.position();
    let head = game.board().head;
    let mut seats = BTreeMap::new();
    for i in 0..pos.players {
        let seat = Seat(i);
        let mut board: Vec<u16> = pos.pawns_of(seat).map(u16::from).collect();
        board.extend(std::iter::repeat_n(
            head as u16,
            pos.head_pawns[seat.index()] as usize,
        ));
        seats.insert(
            seat.to_string(),
            SeatJson {
                tail: pos.tail[seat.index()],
                board,
                enlightened: pos.enlightened[seat.index()],
                devoured: pos.devoured[seat.index()],
            },
        );
    }
    PositionJson {
        game: "mehen",
        board: game.board().name.clone(),
        teams: game.rules().teams.map(|t| {
            (0..t.count())
                .map(|i| t.members(i).map(|s| s.to_string()).collect())
                .collect()
        }),
        head: head as u16,
        to_move: game.to_move().map(|s| s.to_string()),
        over: game.is_over(),
        winners: game
            .outcome()
            .map(|o| o.winners().map(|s| s.to_string()).collect())
            .unwrap_or_default(),
        stirs: pos.stirs,
        lions: LionsJson {
            on_board: pos.lions().map(u16::from).collect(),
            reserve: pos.lion_reserve,
            first_lion: pos.first_lion.name(),
        },
        seats,
    }
}

/// The final position in words.
pub fn describe(game: &Game) -> String {
    use std::fmt::Write;
    let pos = game.position();
    let board = game.board();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "board {} ({} spaces, head {})",
        board.name, board.head, board.head
    );
    for i in 0..pos.players {
        let seat = Seat(i);
        let spaces: Vec<String> = pos.pawns_of(seat).map(|s| s.to_string()).collect();
        let _ = writeln!(
            s,
            "{seat}: tail {}, board [{}], head {}, enlightened {}, devoured {}",
            pos.tail[seat.index()],
            spaces.join(" "),
            pos.head_pawns[seat.index()],
            pos.enlightened[seat.index()],
            pos.devoured[seat.index()],
        );
    }
    let lions: Vec<String> = pos.lions().map(|s| s.to_string()).collect();
    let _ = writeln!(
        s,
        "lions on board [{}], reserve {}, first lion {}; stirs {}",
        lions.join(" "),
        pos.lion_reserve,
        pos.first_lion.name(),
        pos.stirs
    );
    match (game.outcome(), game.to_move()) {
        (Some(o), _) => {
            let w: Vec<String> = o.winners().map(|s| s.to_string()).collect();
            let _ = writeln!(
                s,
                "game over ({}): {} {}",
                o.reason.name(),
                if o.is_tie() { "tie between" } else { "winner" },
                w.join(" ")
            );
        }
        (None, Some(seat)) => {
            let _ = writeln!(s, "{seat} to move (turn {})", game.turns() + 1);
        }
        (None, None) => {}
    }
    // Keep the board diagram short: one line of occupied spaces.
    let occupied: Vec<String> = (1..board.head)
        .filter_map(|sp| match pos.cell(sp) {
            Cell::Empty => None,
            Cell::Lion => Some(format!("{sp}:L")),
            Cell::Pawn(seat) => Some(format!("{sp}:{seat}")),
        })
        .collect();
    let _ = writeln!(s, "spaces: {}", occupied.join(" "));
    s
}

/// Runs a subcommand, returning what to print or the failure.
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
            Ok(format!("board \"{}\", {} spaces", b.title, b.head))
        }
        Some(FileKind::SpiralBoard) => {
            let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
            crate::rules::spiral::SpiralBoard::from_ron(&text, &path.display().to_string())
                .map(|b| format!("spiral board \"{}\", {} squares", b.title, b.squares))
                .map_err(|e| e.to_string())
        }
        Some(FileKind::SenetBoard) => {
            let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
            crate::rules::senet_board::SenetBoard::from_ron(&text, &path.display().to_string())
                .map(|b| format!("Senet board \"{}\", {} houses", b.title, b.houses.len()))
                .map_err(|e| e.to_string())
        }
        Some(FileKind::Record) => {
            let text = crate::persist::read_text(path).map_err(|e| e.to_string())?;
            if crate::rules::senet_record::SenetRecord::is_senet(&text) {
                return replay_senet(path, &text, false)
                    .map(|_| "Senet record".to_string())
                    .map_err(|f| f.message);
            }
            if let Some(about) = crate::race_cli::check(path, &text) {
                return about;
            }
            crate::systems::saves::load_record(path)
                .map(|(r, s)| format!("record, {} players, {} turns", s.seats.len(), r.turns.len()))
                .map_err(|e| e.to_string())
        }
        Some(FileKind::Save) => crate::persist::save::load_save(path)
            .map(|l| format!("save: {}", crate::systems::saves::describe_save(&l)))
            .map_err(|e| e.to_string()),
        Some(FileKind::Settings) => read_ron::<Settings>(path, Settings::check)
            .map(|_| "settings".to_string())
            .map_err(|e| e.to_string()),
        None => Err(format!(
            "{}: cannot tell what this file is (names end in .board.ron, .spiral.ron, .senet.ron, .mehen, .save.ron or settings.ron)",
            path.display()
        )),
    }
}

pub fn run(command: Command) -> Result<String, Failure> {
    match command {
        Command::Check { files } => {
            let mut out = String::new();
            let mut problems = Vec::new();
            for f in &files {
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
        Command::Tournament {
            game,
            bots,
            games,
            players,
            options,
            seed,
            json,
        } => {
            let list: Vec<crate::tournament::Player> = bots
                .split(',')
                .map(crate::tournament::Player::parse)
                .collect::<Result<_, _>>()
                .map_err(|e| malformed(format!("--bots: {e}")))?;
            if list.len() < 2 {
                return Err(malformed("--bots: name at least two players".into()));
            }
            let r = match game.as_str() {
                "mehen" => None,
                "senet-kendall" | "senet-houses" => {
                    let o = crate::rules::senet::game_options(&game, &options)
                        .map_err(|e| malformed(format!("--options: {e}")))?;
                    Some(crate::tournament::run_race(&list, games, seed, 2, || {
                        crate::rules::senet::Senet::new(o).expect("checked options")
                    }))
                }
                "family-mehen" => {
                    Some(crate::race_cli::tournament::<crate::rules::family::Family>(
                        &list, games, seed, players, &options,
                    )?)
                }
                "hyena" => Some(crate::race_cli::tournament::<crate::rules::hyena::Hyena>(
                    &list, games, seed, players, &options,
                )?),
                "bak-amen" => Some(crate::race_cli::tournament::<
                    crate::rules::bak_amen::BakAmen,
                >(&list, games, seed, 2, &options)?),
                other => return Err(unknown_game(other)),
            };
            let options = if r.is_some() {
                Options::default()
            } else {
                Options::parse(&options).map_err(|e| malformed(format!("--options: {e}")))?
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
        Command::Replay { file, json } => {
            let text = crate::persist::read_text(&file).map_err(|e| malformed(e.to_string()))?;
            if crate::rules::senet_record::SenetRecord::is_senet(&text) {
                return replay_senet(&file, &text, json);
            }
            if let Some(out) = crate::race_cli::replay_command(&file, &text, json) {
                return out;
            }
            let (_, game) = load_record(&file)?;
            Ok(if json {
                serde_json::to_string(&position_json(&game)).expect("plain data serializes") + "\n"
            } else {
                describe(&game)
            })
        }
        Command::Moves {
            file,
            throw,
            options,
            teams,
            json,
        } => {
            let text = crate::persist::read_text(&file).map_err(|e| malformed(e.to_string()))?;
            if let Some(out) = crate::race_cli::moves_command(&file, &text, throw, json) {
                return out;
            }
            if crate::rules::senet_record::SenetRecord::is_senet(&text) {
                return moves_senet(&file, &text, throw, json);
            }
            if !(1..=3).contains(&throw) {
                return Err(malformed(format!(
                    "--throw {throw}: Mehen moves come from 1 to 3 flat sides"
                )));
            }
            let (_, mut game) = load_record_with(&file, options.as_deref(), teams.as_deref())?;
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
        } => {
            match game.as_str() {
                "mehen" => {}
                "senet-kendall" | "senet-houses" => {
                    return sim_senet(&game, games, seed, max_turns, &options, json);
                }
                "family-mehen" => {
                    let start =
                        crate::race_cli::start::<crate::rules::family::Family>(players, &options)?;
                    let stats =
                        crate::sim::race_sim(games, seed, max_turns, players, || start.clone());
                    return Ok(crate::race_cli::sim_text(&game, &stats, json));
                }
                "bak-amen" => {
                    // Two players whatever --players says, as for Senet.
                    let start =
                        crate::race_cli::start::<crate::rules::bak_amen::BakAmen>(2, &options)?;
                    let stats = crate::sim::race_sim(games, seed, max_turns, 2, || start.clone());
                    return Ok(crate::race_cli::sim_text(&game, &stats, json));
                }
                "hyena" => {
                    let start =
                        crate::race_cli::start::<crate::rules::hyena::Hyena>(players, &options)?;
                    let stats =
                        crate::sim::race_sim(games, seed, max_turns, players, || start.clone());
                    return Ok(crate::race_cli::sim_text(&game, &stats, json));
                }
                other => return Err(unknown_game(other)),
            }
            let b = Arc::new(Board::resolve(&board).map_err(|e| malformed(e.to_string()))?);
            let options =
                Options::parse(&options).map_err(|e| malformed(format!("--options: {e}")))?;
            let teams = match teams {
                Some(t) => Some(
                    Teams::parse(&t, players).map_err(|e| malformed(format!("--teams: {e}")))?,
                ),
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
    }
}

fn unknown_game(name: &str) -> Failure {
    malformed(format!(
        "--game: `{name}` is not a game this version plays (mehen, senet-kendall, senet-houses, hyena, family-mehen, bak-amen)"
    ))
}

/// `mehen moves` for a Senet record: the moves open to the side to move for a throw of value 1-5.
fn moves_senet(file: &Path, text: &str, throw: u8, json: bool) -> Result<String, Failure> {
    use crate::rules::senet_record::{SenetRecord, SenetReplayError, throw_for};
    let name = file.display();
    let record = SenetRecord::parse(text).map_err(|e| malformed(format!("{name}:{e}")))?;
    let mut g = record.replay().map_err(|e| match e {
        SenetReplayError::Syntax(e) => malformed(format!("{name}:{e}")),
        SenetReplayError::Illegal { line, reason } => Failure {
            code: 1,
            message: format!("{name}:{line}: illegal: {reason}"),
        },
    })?;
    let t = throw_for(throw).ok_or_else(|| {
        malformed(format!(
            "--throw {throw}: a Senet throw is worth 1 to 5 (5: no flat side up)"
        ))
    })?;
    g.throw(t).map_err(|e| Failure {
        code: 1,
        message: format!("{name}: --throw {throw}: {e}"),
    })?;
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let lines: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
    Ok(if json {
        serde_json::to_string(&lines).expect("strings serialize") + "\n"
    } else {
        lines.iter().map(|l| format!("{l}\n")).collect()
    })
}

/// `mehen replay` for a Senet record: exit 1 for a broken rule, 2 for a malformed file.
fn replay_senet(file: &Path, text: &str, json: bool) -> Result<String, Failure> {
    use crate::rules::senet::Side;
    use crate::rules::senet_record::{SenetRecord, SenetReplayError};
    let name = file.display();
    let record = SenetRecord::parse(text).map_err(|e| malformed(format!("{name}:{e}")))?;
    let g = record.replay().map_err(|e| match e {
        SenetReplayError::Syntax(e) => malformed(format!("{name}:{e}")),
        SenetReplayError::Illegal { line, reason } => Failure {
            code: 1,
            message: format!("{name}:{line}: illegal: {reason}"),
        },
    })?;
    let side_json = |side: Side| {
        serde_json::json!({
            "squares": g.pawns(side).collect::<Vec<u8>>(),
            "off": g.borne_off(side),
            "frozen": g.is_frozen(side),
        })
    };
    let letter = |s: Side| if s == Side::White { "W" } else { "B" };
    if json {
        Ok(serde_json::json!({
            "game": record.tag("Game"),
            "turns": g.turns(),
            "to_move": g.to_move().map(letter),
            "winner": g.winner().map(letter),
            "white": side_json(Side::White),
            "black": side_json(Side::Black),
        })
        .to_string()
            + "\n")
    } else {
        let line = |side: Side| {
            let squares: Vec<String> = g.pawns(side).map(|s| s.to_string()).collect();
            format!(
                "{}: on {} | borne off {}{}\n",
                letter(side),
                squares.join(" "),
                g.borne_off(side),
                if g.is_frozen(side) { " | frozen" } else { "" }
            )
        };
        let state = match (g.winner(), g.to_move()) {
            (Some(w), _) => format!("{} wins after {} turns\n", letter(w), g.turns()),
            (None, Some(s)) => format!("{} to move after {} turns\n", letter(s), g.turns()),
            _ => String::new(),
        };
        Ok(format!("{state}{}{}", line(Side::White), line(Side::Black)))
    }
}

/// Random Senet games: throws from the same seeded sticks as Mehen, moves drawn uniformly.
fn sim_senet(
    game: &str,
    games: u64,
    seed: u64,
    max_turns: u32,
    options: &str,
    json: bool,
) -> Result<String, Failure> {
    use crate::rules::senet::{Senet, Side, game_options, play_out};
    use rand::{RngExt, SeedableRng};
    let options = game_options(game, options).map_err(|e| malformed(format!("--options: {e}")))?;
    let (mut wins, mut capped, mut turns) = ([0u64; 2], 0u64, 0u64);
    let start = Instant::now();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut sticks = crate::dice::Sticks::seeded(game_seed);
        let mut rng = rand_pcg::Pcg32::seed_from_u64(game_seed ^ 0x5E7E7);
        let mut g = Senet::new(options).map_err(malformed)?;
        play_out(
            &mut g,
            &mut || sticks.throw(),
            &mut |n| rng.random_range(0..n),
            max_turns,
        );
        turns += u64::from(g.turns());
        match g.winner() {
            Some(side) => wins[side.index()] += 1,
            None => capped += 1,
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let per_second = games as f64 / seconds.max(1e-9);
    let mean_turns = turns as f64 / games.max(1) as f64;
    Ok(if json {
        serde_json::json!({
            "game": game,
            "games": games,
            "seconds": seconds,
            "games_per_second": per_second,
            "mean_turns": mean_turns,
            "wins": {"white": wins[Side::White.index()], "black": wins[Side::Black.index()]},
            "capped": capped,
        })
        .to_string()
            + "\n"
    } else {
        format!(
            "game {game}\ngames {games}\nseconds {seconds:.3}\ngames per second {per_second:.1}\nmean turns {mean_turns:.1}\nwins White {}, Black {}\nstopped by the turn cap {capped}\n",
            wins[Side::White.index()],
            wins[Side::Black.index()]
        )
    })
}

fn sim_text(s: &SimStats, players: u8) -> String {
    let wins: Vec<String> = match (&s.teams, &s.team_wins) {
        (Some(teams), Some(team_wins)) => teams
            .iter()
            .zip(team_wins)
            .map(|(t, w)| format!("{} {w}", t.concat()))
            .collect(),
        _ => (0..players as usize)
            .map(|i| format!("{} {}", Seat(i as u8), s.wins.get(i).copied().unwrap_or(0)))
            .collect(),
    };
    format!(
        "games {}\nseconds {:.3}\ngames per second {:.1}\nmean turns {:.1}\nmean stirs {:.2}\nmean devoured {:.2}\nmean enlightened {:.2}\nwins {}\nties {}\nstopped by the turn cap {}\n",
        s.games,
        s.seconds,
        s.games_per_second,
        s.mean_turns,
        s.mean_stirs,
        s.mean_devoured,
        s.mean_enlightened,
        wins.join(", "),
        s.ties,
        s.capped
    )
}
