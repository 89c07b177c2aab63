//! `mehen client`: a headless player of online games, for tests, load runs and bots. It creates a
//! room (and prints its code first) or joins one, plays its seat with a computer player on its own
//! copy of the game (kept in step with the server's events; the load runs play random legal moves
//! instead), checks at the end that the revealed seed matches the hash published at the start and
//! that its copy ended as the server's, and writes the finished record.

use super::protocol::{ClientMsg, GameEvent, PROTOCOL_VERSION, SeatPlan, ServerMsg};
use super::room::seed_hash;
use crate::play::setup::{AnyMatch, Setup, start};
use futures_util::{SinkExt, StreamExt};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// What the client does.
#[derive(Debug, Clone)]
pub struct ClientPlan {
    /// `ws://HOST:PORT/ws` (a bare `ws://HOST:PORT` gets `/ws`).
    pub url: String,
    /// Create a room for this game with these seats (the client takes the first remote one)...
    pub create: Option<(String, Vec<SeatPlan>, String)>,
    /// ... or join the room with this code.
    pub join: Option<String>,
    /// Where the finished record goes.
    pub record: Option<PathBuf>,
    /// The seed of the client's own choices.
    pub seed: u64,
    /// Print the room's code on stdout as soon as it is known.
    pub print_code: bool,
    /// Give up after this long without news.
    pub timeout: Duration,
    /// Told the room's code as soon as it is known (for a program that hands it to others).
    pub on_code: Option<std::sync::mpsc::Sender<String>>,
    /// The computer player of this level plays the seat, on a copy of the game kept in step with
    /// the server's events; `None`: random legal moves (the load runs).
    pub level: Option<crate::ai::Level>,
    /// How long the seat takes over each move before sending it (a person's pace in the load runs).
    pub think: Duration,
}

/// The room's game as this client keeps it: the server's events played on the same engine.
fn replica(
    game: &str,
    [options, board, teams]: [&str; 3],
    board_ron: Option<String>,
    players: usize,
) -> Result<Box<dyn AnyMatch>, String> {
    let kind = crate::rules::GameKind::from_name(game)
        .ok_or_else(|| format!("the server plays `{game}`, which this version does not know"))?;
    start(&Setup {
        kind,
        players: players as u8,
        options: options.to_string(),
        board: board.to_string(),
        teams: teams.to_string(),
        board_ron,
        // The throws come from the server: this copy never draws its own.
        seed: 0,
    })
    .map_err(|e| e.to_string())
}

/// A record's turns, without its tags.
fn turns_of(record: &str) -> String {
    record
        .lines()
        .filter(|l| !l.starts_with('[') && !l.trim().is_empty())
        .map(|l| format!("{l}\n"))
        .collect()
}

/// How the client's game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientOutcome {
    pub code: String,
    pub seat: u8,
    pub winners: u8,
    pub seed: u64,
    pub record: String,
    /// The actions this client sent (`throw` included).
    pub sent: u32,
    /// Every event of the game, as the server numbered them.
    pub events: Vec<GameEvent>,
    /// For each action sent, the time until its event came back (microseconds).
    pub latencies_us: Vec<u32>,
    /// Messages received from the server.
    pub received: u32,
}

/// Plays one game to its end.
pub async fn play(plan: ClientPlan) -> Result<ClientOutcome, String> {
    let url = if plan.url.ends_with("/ws") {
        plan.url.clone()
    } else {
        format!("{}/ws", plan.url.trim_end_matches('/'))
    };
    // No Nagle: a move is a small message that should leave at once.
    let (socket, _) = tokio_tungstenite::connect_async_with_config(&url, None, true)
        .await
        .map_err(|e| format!("cannot reach {url}: {e}"))?;
    let (mut sink, mut stream) = socket.split();
    let mut send = async |m: ClientMsg| {
        sink.send(Message::Text(m.json().into()))
            .await
            .map_err(|e| format!("connection lost: {e}"))
    };
    send(ClientMsg::Hello {
        version: PROTOCOL_VERSION,
    })
    .await?;
    match (&plan.create, &plan.join) {
        (Some((game, seats, options)), _) => {
            send(ClientMsg::Create {
                game: game.clone(),
                options: options.clone(),
                board: "classic".into(),
                teams: String::new(),
                time_limit_minutes: None,
                board_ron: None,
                seats: seats.clone(),
                names: Vec::new(),
                here: Vec::new(),
            })
            .await?
        }
        (None, Some(code)) => {
            send(ClientMsg::Join {
                code: code.clone(),
                seat: None,
                watch: false,
                name: None,
            })
            .await?
        }
        (None, None) => return Err("say --create or --join CODE".into()),
    }
    let mut rng = Pcg32::seed_from_u64(plan.seed);
    let (mut code, mut seat, mut hash) = (String::new(), None, String::new());
    let host = plan.create.is_some();
    let mut sent = 0u32;
    let mut events = Vec::new();
    let mut latencies_us = Vec::new();
    let mut waiting: Option<std::time::Instant> = None;
    let mut received = 0u32;
    let mut game: Option<Box<dyn AnyMatch>> = None;
    // Bounded: a game is a few thousand messages; a stalled server ends it through the timeout.
    for _ in 0..1_000_000 {
        let next = tokio::time::timeout(plan.timeout, stream.next())
            .await
            .map_err(|_| "the server went quiet".to_string())?;
        let text = match next {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(format!("connection lost: {e}")),
            None => return Err("the server closed the connection".into()),
        };
        let msg: ServerMsg =
            serde_json::from_str(&text).map_err(|e| format!("unreadable message: {e}"))?;
        received += 1;
        match msg {
            ServerMsg::Joined {
                code: c,
                seat: s,
                seed_hash,
                ..
            } => {
                code = c;
                seat = s;
                hash = seed_hash;
                if plan.print_code {
                    let mut out = std::io::stdout().lock();
                    let _ = writeln!(out, "{code}");
                    let _ = out.flush();
                }
                if let Some(tell) = &plan.on_code {
                    let _ = tell.send(code.clone());
                }
            }
            ServerMsg::Lobby {
                seats,
                started,
                game: name,
                options,
                board,
                teams,
                board_ron,
                ..
            } => {
                if host && !started && seats.iter().all(|s| s.taken) {
                    send(ClientMsg::Start).await?;
                }
                if started && game.is_none() && plan.level.is_some() {
                    game = Some(replica(
                        &name,
                        [&options, &board, &teams],
                        board_ron,
                        seats.len(),
                    )?);
                }
            }
            ServerMsg::ToMove {
                seat: to_move,
                turn,
                throw_due,
                legal,
                ..
            } if Some(to_move) == seat => {
                let action = match (&game, plan.level) {
                    (Some(g), Some(level)) => g
                        .computer(level, rng.random())
                        .or_else(|| (!throw_due).then(|| legal.first().cloned()).flatten())
                        .unwrap_or_else(|| "throw".to_string()),
                    // A random player: the throw, when one is due, is one choice among the rest
                    // (Senet's Rebirth is offered instead of a throw; a player who never takes it
                    // can stay frozen for ever).
                    _ => {
                        let choices = legal.len() + usize::from(throw_due);
                        match rng.random_range(0..choices.max(1)) {
                            n if n < legal.len() => legal[n].clone(),
                            _ => "throw".to_string(),
                        }
                    }
                };
                if !plan.think.is_zero() {
                    tokio::time::sleep(plan.think).await;
                }
                sent += 1;
                waiting = Some(std::time::Instant::now());
                send(ClientMsg::Act { turn, action }).await?;
            }
            ServerMsg::Event(e) => {
                if let Some(g) = game.as_mut() {
                    let step = match (e.throw, &e.action) {
                        (Some(v), _) => g.throw_value(v).map(|_| ()),
                        (None, Some(a)) => g.play(a),
                        (None, None) => Ok(()),
                    };
                    step.map_err(|r| format!("out of step with the server at event {}: {r}", e.n))?;
                }
                if e.seat == seat.unwrap_or(u8::MAX)
                    && let Some(at) = waiting.take()
                {
                    latencies_us.push(at.elapsed().as_micros() as u32);
                }
                events.push(e);
            }
            ServerMsg::Refusal { reason } => return Err(format!("refused: {reason}")),
            ServerMsg::Error { message } => return Err(format!("server error: {message}")),
            ServerMsg::End {
                winners,
                seed,
                record,
            } => {
                if seed_hash(seed) != hash {
                    return Err(format!(
                        "the revealed seed {seed} does not match the hash published at the start"
                    ));
                }
                if let Some(g) = &game
                    && turns_of(&g.record_text()) != turns_of(&record)
                {
                    return Err("this client's copy of the game ended unlike the server's".into());
                }
                if let Some(path) = &plan.record {
                    std::fs::write(path, &record)
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                }
                return Ok(ClientOutcome {
                    code,
                    seat: seat.unwrap_or(0),
                    winners,
                    seed,
                    record,
                    sent,
                    events,
                    latencies_us,
                    received,
                });
            }
            _ => {}
        }
    }
    Err("the game did not end".into())
}

/// Runs [`play`] on its own runtime (what `mehen client` does).
pub fn run(plan: ClientPlan) -> Result<ClientOutcome, String> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the client: {e}"))?
        .block_on(play(plan))
}
