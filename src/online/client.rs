//! `mehen client`: a headless player of online games, for tests, load runs and bots. It creates a
//! room (and prints its code first), joins one, or comes back to a seat by its token; plays its seat
//! with a computer player on its own copy of the game, built only from the server's events (the load
//! runs play random legal moves instead); when its connection drops or the server lets it go to
//! catch up, it reconnects with a back-off and resumes from the last event it saw, for as long as
//! its plan says (two minutes from the command line), so a server restarted on its data folder
//! finds its players back. At the end it checks that the revealed seed matches the hash published
//! at the start and that its copy ended as the server's, and writes the finished record.

use super::link::{room_url, ws_url};
use super::protocol::{ClientMsg, GameEvent, PROTOCOL_VERSION, SeatPlan, ServerMsg};
use super::room::seed_hash;
use crate::play::setup::{AnyMatch, Refused, Setup, SetupError, start};
use futures_util::{SinkExt, StreamExt};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// Why a client's game ended without a checked result.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("the server plays `{0}`, which this version does not know")]
    UnknownGame(String),
    #[error("the server's game cannot be set up here: {0}")]
    Setup(#[from] SetupError),
    #[error("cannot reach {url}: {reason}")]
    Unreachable { url: String, reason: String },
    #[error("the connection dropped before this client had a seat")]
    DroppedBeforeSeat,
    #[error("{0} could not be reached again")]
    Lost(String),
    #[error("the game did not end")]
    NoEnd,
    #[error("say --create or --join CODE")]
    NoRoomChosen,
    #[error("the server went quiet")]
    Quiet,
    #[error("unreadable message: {0}")]
    Unreadable(#[from] serde_json::Error),
    #[error("refused: {0}")]
    Refused(String),
    #[error("server error: {0}")]
    Server(String),
    #[error("closed: {0}")]
    Closed(String),
    #[error("event {got} came after event {last}: events were lost")]
    Gap { got: u64, last: u64 },
    #[error("out of step with the server at event {event}: {refused}")]
    OutOfStep { event: u64, refused: Refused },
    #[error("out of step with the server at event {0}: the positions differ")]
    PositionsDiffer(u64),
    #[error("the revealed seed {0} does not match the hash published at the start")]
    SeedMismatch(u64),
    #[error("this client's copy of the game ended unlike the server's")]
    RecordsDiffer,
    #[error("cannot write {}: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot start the client: {0}")]
    Runtime(std::io::Error),
}

/// What the client does.
#[derive(Debug, Clone)]
pub struct ClientPlan {
    /// `ws://HOST:PORT/ws` (a bare `ws://HOST:PORT` gets `/ws`).
    pub url: String,
    /// Create a room for this game with these seats (the client takes the first remote one)...
    pub create: Option<(String, Vec<SeatPlan>, String)>,
    /// ... or join the room with this code...
    pub join: Option<String>,
    /// ... or come back to a seat: the room's code and the seat's token (a client started again).
    pub resume: Option<(String, String)>,
    /// The board of a Mehen room it creates (a built-in name).
    pub board: String,
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
    /// Told the room's code and the seat's token once seated (a test that starts the client again).
    pub on_token: Option<std::sync::mpsc::Sender<(String, String)>>,
    /// The computer player of this level plays the seat, on a copy of the game kept in step with
    /// the server's events; `None`: random legal moves (the load runs).
    pub level: Option<crate::ai::Level>,
    /// How long the seat takes over each move before sending it (a person's pace in the load runs).
    pub think: Duration,
    /// How long to keep trying to reconnect after a drop.
    pub retry_for: Duration,
    /// The room it creates gives seats only by invitation (`on_code` is then told the whole code).
    pub invite_only: bool,
    /// Told each new event's number as it arrives, and when (a test timing a room's return).
    pub on_event: Option<std::sync::mpsc::Sender<(u64, std::time::Instant)>>,
}

impl ClientPlan {
    /// A plan to play at `url` with random legal moves; the rest as the caller sets it.
    pub fn new(url: impl Into<String>, seed: u64) -> Self {
        ClientPlan {
            url: url.into(),
            create: None,
            join: None,
            resume: None,
            board: "classic".into(),
            record: None,
            seed,
            print_code: false,
            timeout: Duration::from_secs(30),
            on_code: None,
            on_token: None,
            level: None,
            think: Duration::ZERO,
            retry_for: Duration::from_secs(120),
            invite_only: false,
            on_event: None,
        }
    }
}

/// The room's game as this client keeps it: the server's events played on the same engine.
fn replica(
    game: &str,
    [options, board, teams]: [&str; 3],
    board_ron: Option<String>,
    players: usize,
) -> Result<Box<dyn AnyMatch>, ClientError> {
    let kind = crate::rules::GameKind::from_name(game)
        .ok_or_else(|| ClientError::UnknownGame(game.to_string()))?;
    Ok(start(&Setup {
        kind,
        players: players as u8,
        options: options.to_string(),
        board: board.to_string(),
        teams: teams.to_string(),
        board_ron,
        // The throws come from the server: this copy never draws its own.
        seed: 0,
    })?)
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
    /// Times the client reconnected and resumed its seat.
    pub resumed: u32,
    /// Events after which this client's copy of the game was checked equal to the server's.
    pub checked: u32,
}

/// What the client knows of its game, across connections.
struct Play {
    plan: ClientPlan,
    rng: Pcg32,
    code: String,
    token: Option<String>,
    seat: Option<u8>,
    hash: String,
    sent: u32,
    events: Vec<GameEvent>,
    latencies_us: Vec<u32>,
    waiting: Option<Instant>,
    received: u32,
    resumed: u32,
    checked: u32,
    /// This connection has been answered with its seat (a refusal before that is final).
    seated: bool,
    game: Option<Box<dyn AnyMatch>>,
}

/// How one connection ended.
enum Session {
    Over(ClientOutcome),
    /// The connection dropped, or the server asked the client to resume.
    Dropped,
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;
type Sink = futures_util::stream::SplitSink<Socket, Message>;

async fn say(sink: &mut Sink, m: ClientMsg) -> Result<(), ()> {
    sink.send(Message::Text(m.json().into()))
        .await
        .map_err(|_| ())
}

/// Plays one game to its end.
pub async fn play(plan: ClientPlan) -> Result<ClientOutcome, ClientError> {
    let url = ws_url(&plan.url);
    let mut me = Play::new(plan);
    let mut since_ok = Instant::now();
    let mut pause = Duration::from_millis(100);
    // Bounded: each pass is one connection; the back-off and `retry_for` end a lost cause.
    for attempt in 0..10_000u32 {
        let heard_before = me.received;
        let socket = tokio_tungstenite::connect_async_with_config(me.url(&url), None, true).await;
        let session = match socket {
            // No Nagle: a move is a small message that should leave at once.
            Ok((socket, _)) => me.session(socket).await?,
            Err(e) if attempt == 0 && me.plan.resume.is_none() => {
                return Err(ClientError::Unreachable {
                    url,
                    reason: e.to_string(),
                });
            }
            Err(_) => Session::Dropped,
        };
        match session {
            Session::Over(outcome) => return Ok(outcome),
            Session::Dropped if me.token.is_none() && me.plan.resume.is_none() => {
                return Err(ClientError::DroppedBeforeSeat);
            }
            Session::Dropped => {}
        }
        if me.received > heard_before {
            since_ok = Instant::now();
            pause = Duration::from_millis(100);
        }
        if since_ok.elapsed() >= me.plan.retry_for {
            return Err(ClientError::Lost(url));
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(Duration::from_secs(3));
    }
    Err(ClientError::NoEnd)
}

impl Play {
    fn new(plan: ClientPlan) -> Self {
        let (code, token) = plan.resume.clone().unzip();
        Play {
            rng: Pcg32::seed_from_u64(plan.seed),
            plan,
            code: code.unwrap_or_default(),
            token,
            seat: None,
            hash: String::new(),
            sent: 0,
            events: Vec::new(),
            latencies_us: Vec::new(),
            waiting: None,
            received: 0,
            resumed: 0,
            checked: 0,
            seated: false,
            game: None,
        }
    }

    /// Where a connection goes: the room's own address once its code is known.
    fn url(&self, base: &str) -> String {
        let code = if self.code.is_empty() {
            self.plan.join.as_deref()
        } else {
            Some(self.code.as_str())
        };
        code.map_or_else(|| base.to_owned(), |code| room_url(base, code))
    }

    /// The first request of a connection: resume the seat once it has one, else create or join.
    fn opening(&mut self) -> Result<ClientMsg, ClientError> {
        if let Some(token) = &self.token {
            self.resumed += 1;
            return Ok(ClientMsg::Resume {
                code: self.code.clone(),
                token: token.clone(),
                last_event: self.events.last().map_or(0, |e| e.n),
                also: Vec::new(),
            });
        }
        match (&self.plan.create, &self.plan.join) {
            (Some((game, seats, options)), _) => Ok(ClientMsg::Create {
                game: game.clone(),
                options: options.clone(),
                board: self.plan.board.clone(),
                teams: String::new(),
                time_limit_minutes: None,
                board_ron: None,
                seats: seats.clone(),
                names: Vec::new(),
                here: Vec::new(),
                invite_only: self.plan.invite_only,
            }),
            (None, Some(code)) => Ok(ClientMsg::Join {
                code: code.clone(),
                seat: None,
                watch: false,
                name: None,
            }),
            (None, None) => Err(ClientError::NoRoomChosen),
        }
    }

    /// One connection: hello, the opening request, then the game until it ends or drops.
    async fn session(&mut self, socket: Socket) -> Result<Session, ClientError> {
        let (mut sink, mut stream) = socket.split();
        let hello = ClientMsg::Hello {
            version: PROTOCOL_VERSION,
        };
        let opening = self.opening()?;
        self.seated = false;
        if say(&mut sink, hello).await.is_err() || say(&mut sink, opening).await.is_err() {
            return Ok(Session::Dropped);
        }
        loop {
            let next = tokio::time::timeout(self.plan.timeout, stream.next())
                .await
                .map_err(|_| ClientError::Quiet)?;
            let text = match next {
                Some(Ok(Message::Text(t))) => t,
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return Ok(Session::Dropped),
            };
            let msg: ServerMsg = serde_json::from_str(&text)?;
            self.received += 1;
            if let Some(ended) = self.heard(msg, &mut sink).await? {
                return Ok(ended);
            }
        }
    }

    /// Takes one message; how the session ends, if it does.
    async fn heard(
        &mut self,
        msg: ServerMsg,
        sink: &mut Sink,
    ) -> Result<Option<Session>, ClientError> {
        match msg {
            ServerMsg::Joined {
                code,
                seat,
                token,
                seed_hash,
                invite,
                ..
            } => {
                self.seated = true;
                self.take_seat((code, invite), seat, token, seed_hash);
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
                if self.plan.create.is_some() && !started && seats.iter().all(|s| s.taken) {
                    let _ = say(sink, ClientMsg::Start).await;
                }
                if started && self.game.is_none() {
                    let game = replica(&name, [&options, &board, &teams], board_ron, seats.len())?;
                    self.game = Some(game);
                }
            }
            ServerMsg::ToMove {
                seat: to_move,
                turn,
                throw_due,
                legal,
                ..
            } if Some(to_move) == self.seat => {
                let action = self.choose(throw_due, &legal);
                if !self.plan.think.is_zero() {
                    tokio::time::sleep(self.plan.think).await;
                }
                self.sent += 1;
                self.waiting = Some(Instant::now());
                let _ = say(sink, ClientMsg::Act { turn, action }).await;
            }
            ServerMsg::Event(e) => self.event(e)?,
            // A move sent just before a drop may be refused after the resume (the turn moved on):
            // the `to_move` that follows says what to do.
            ServerMsg::Refusal { .. } if self.resumed > 0 && self.seated => {}
            ServerMsg::Refusal { reason } => return Err(ClientError::Refused(reason)),
            ServerMsg::Error { message } => return Err(ClientError::Server(message)),
            ServerMsg::Closing { resume: true, .. } => return Ok(Some(Session::Dropped)),
            ServerMsg::Closing { reason, .. } => return Err(ClientError::Closed(reason)),
            ServerMsg::End {
                winners,
                seed,
                record,
            } => {
                return self
                    .end(winners, seed, record)
                    .map(|o| Some(Session::Over(o)));
            }
            _ => {}
        }
        Ok(None)
    }

    fn take_seat(
        &mut self,
        (code, invite): (String, Option<String>),
        seat: Option<u8>,
        token: Option<String>,
        seed_hash: String,
    ) {
        let first = self.code.is_empty() || self.hash.is_empty();
        self.seat = seat;
        self.hash = seed_hash;
        if token.is_some() {
            self.token = token;
        }
        self.code = code;
        if !first {
            return;
        }
        // The code to give the others: the whole code when seats are by invitation.
        let shared = invite.unwrap_or_else(|| self.code.clone());
        if self.plan.print_code {
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{shared}");
            let _ = out.flush();
        }
        if let Some(tell) = &self.plan.on_code {
            let _ = tell.send(shared);
        }
        if let (Some(tell), Some(token)) = (&self.plan.on_token, &self.token) {
            let _ = tell.send((self.code.clone(), token.clone()));
        }
    }

    /// The seat's action: its computer player's on its copy of the game, or a random legal one.
    fn choose(&mut self, throw_due: bool, legal: &[String]) -> String {
        match (&self.game, self.plan.level) {
            (Some(g), Some(level)) => g
                .computer(level, self.rng.random())
                .or_else(|| (!throw_due).then(|| legal.first().cloned()).flatten())
                .unwrap_or_else(|| "throw".to_string()),
            // A random player: the throw, when one is due, is one choice among the rest (Senet's
            // Rebirth is offered instead of a throw; a player who never takes it can stay frozen
            // for ever).
            _ => {
                let choices = legal.len() + usize::from(throw_due);
                match self.rng.random_range(0..choices.max(1)) {
                    n if n < legal.len() => legal[n].clone(),
                    _ => "throw".to_string(),
                }
            }
        }
    }

    /// An event: the next one is played on the copy; one seen before (sent again after a resume)
    /// is passed over; a gap is an error (an event was lost).
    fn event(&mut self, e: GameEvent) -> Result<(), ClientError> {
        let last = self.events.last().map_or(0, |l| l.n);
        if e.n <= last {
            return Ok(());
        }
        if e.n != last + 1 {
            return Err(ClientError::Gap { got: e.n, last });
        }
        if let Some(tell) = &self.plan.on_event {
            let _ = tell.send((e.n, std::time::Instant::now()));
        }
        if let Some(g) = self.game.as_mut() {
            let step = match (e.throw, &e.action) {
                (Some(v), _) => g.throw_value(v).map(|_| ()),
                (None, Some(a)) => g.play(a),
                (None, None) => Ok(()),
            };
            step.map_err(|refused| ClientError::OutOfStep {
                event: e.n,
                refused,
            })?;
            // A tester's client: a position unlike the server's is a fault to report, not mend.
            match e.fingerprint {
                Some(f) if f != g.fingerprint() => {
                    return Err(ClientError::PositionsDiffer(e.n));
                }
                Some(_) => self.checked += 1,
                None => {}
            }
        }
        if e.seat == self.seat.unwrap_or(u8::MAX)
            && let Some(at) = self.waiting.take()
        {
            self.latencies_us.push(at.elapsed().as_micros() as u32);
        }
        self.events.push(e);
        Ok(())
    }

    fn end(
        &mut self,
        winners: u8,
        seed: u64,
        record: String,
    ) -> Result<ClientOutcome, ClientError> {
        if seed_hash(seed) != self.hash {
            return Err(ClientError::SeedMismatch(seed));
        }
        if let Some(g) = &self.game
            && turns_of(&g.record_text()) != turns_of(&record)
        {
            return Err(ClientError::RecordsDiffer);
        }
        if let Some(path) = &self.plan.record {
            std::fs::write(path, &record).map_err(|source| ClientError::Write {
                path: path.clone(),
                source,
            })?;
        }
        Ok(ClientOutcome {
            code: self.code.clone(),
            seat: self.seat.unwrap_or(0),
            winners,
            seed,
            record,
            sent: self.sent,
            events: std::mem::take(&mut self.events),
            latencies_us: std::mem::take(&mut self.latencies_us),
            received: self.received,
            resumed: self.resumed,
            checked: self.checked,
        })
    }
}

/// Runs [`play`] on its own runtime (what `mehen client` does).
pub fn run(plan: ClientPlan) -> Result<ClientOutcome, ClientError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(ClientError::Runtime)?
        .block_on(play(plan))
}
