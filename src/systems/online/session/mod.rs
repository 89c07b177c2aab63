//! An online game as this window plays it: the connection ([`crate::online::link::Link`]), the room
//! as the server last described it, and the game's match fed from the server. Each frame the
//! server's news is read: the lobby, the numbered events (throws for every seat, moves of the seats
//! played elsewhere) handed to the match through its [`RemoteFeed`], presence, the end. What the
//! seats here played goes back to the server. The match is started through the registry, like any
//! new game, so this room imports no game's screen.

use crate::online::link::{Link, News};
use crate::online::protocol::{ClientMsg, GameEvent, ServerMsg};
use crate::play::setup::Setup;
use crate::rules::GameKind;
use crate::systems::files::storage::Storage;
use crate::systems::shared::registry::GameRegistry;
use crate::systems::shared::remote::{Outgoing, RemoteFeed, Step};
use crate::systems::shared::state::AppState;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use std::collections::VecDeque;
use std::time::Duration;

mod on_track;
mod start;
pub use on_track::PutBack;
use start::{seats_of, start_match};

/// Where the connection stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Connection {
    Connecting,
    Open,
    /// Dropped; trying again (attempt n).
    Reconnecting(u32),
    /// Given up: why.
    Lost(String),
}

/// A seat of the room as the lobby and the table show it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatInfo {
    /// `remote` or the computer's level.
    pub kind: String,
    pub name: String,
    pub taken: bool,
    pub connected: bool,
    /// Gone: the grace period ends then.
    pub gone_until: Option<Instant>,
}

/// The room as the server last described it.
#[derive(Debug, Clone, PartialEq)]
pub struct RoomView {
    pub game: GameKind,
    pub options: String,
    pub board: String,
    /// Team Mehen's teams (`AC BD`); empty: none.
    pub teams: String,
    /// Mehen's time limit (minutes), kept by the server's clock.
    pub time_limit_minutes: Option<u32>,
    /// A board of the host's own (its file's text), named `board`.
    pub board_ron: Option<String>,
    pub seats: Vec<SeatInfo>,
    pub started: bool,
}

/// How the game ended, and whether every throw was the seed's.
#[derive(Debug, Clone)]
pub struct Ending {
    pub winners: u8,
    pub seed: u64,
    /// The revealed seed matches the hash published at the start, and replaying every event from
    /// it gives the same throws.
    pub fair: Result<(), crate::online::room::Unfair>,
    /// Where the finished record was written.
    pub saved: Result<std::path::PathBuf, Unsaved>,
}

/// Why a finished online game's record is not in the records folder.
#[derive(Debug, Clone, thiserror::Error)]
pub enum Unsaved {
    #[error("not written yet")]
    NotYet,
    #[error(transparent)]
    Write(#[from] crate::persist::FileError),
}

/// An online game in this window, from the room's creation or joining to the end.
#[derive(Resource)]
pub struct OnlineSession {
    link: Link,
    /// The address the server is reached at, as shown to friends.
    pub address: String,
    pub connection: Connection,
    pub code: Option<String>,
    /// This window's seat (none: watching).
    pub seat: Option<u8>,
    /// The other seats played at this window (several people at one screen), with their tokens.
    pub also: Vec<crate::online::protocol::SeatToken>,
    pub hosting: bool,
    pub seed_hash: Option<String>,
    pub room: Option<RoomView>,
    /// The match's feed, once the game started here.
    pub feed: Option<RemoteFeed>,
    /// Every event, in order (the fairness check replays them).
    pub events: Vec<GameEvent>,
    /// This window's moves sent and not yet echoed by the server.
    awaiting: VecDeque<Outgoing>,
    /// The last refusal or error from the server, to show.
    pub problem: Option<String>,
    pub ending: Option<Ending>,
    /// The computer plays this window's seat, at this level (`--online-computer`).
    pub computer_here: Option<crate::ai::Level>,
    /// The seat's secret, to come back to it after the window closed.
    pub token: Option<String>,
    /// The host's whole code of a room whose seats are by invitation (the code to give).
    pub invite: Option<String>,
    /// The animation speed set aside while a backlog of events is played at once.
    catching_up: Option<f32>,
    /// The match is to be built again from the server's events, and why.
    rebuild: Option<PutBack>,
    /// The match was built again from the server's events, and why (the panel says so).
    pub put_back: Option<PutBack>,
    /// Since when the position shown here, settled, has differed from the server's.
    off_since: Option<Instant>,
    /// The last event after which the position here was seen equal to the server's.
    pub checked_to: u64,
    /// The steps the match had taken when it last took one, and when: a feed that stops being
    /// taken while the game runs is stuck on a step its position cannot take.
    stuck: Option<(u64, Instant)>,
    /// The last event when the match was last built again for being off the server's game.
    mended_at: Option<u64>,
}

impl OnlineSession {
    /// Connects to the server at `address` (as typed) and creates or joins a room with `first`.
    pub fn open(address: &str, first: ClientMsg, hosting: bool) -> OnlineSession {
        let url = crate::online::link::ws_url(address);
        OnlineSession {
            link: Link::open(url, first),
            address: address.trim().to_string(),
            connection: Connection::Connecting,
            code: None,
            seat: None,
            also: Vec::new(),
            hosting,
            seed_hash: None,
            room: None,
            feed: None,
            events: Vec::new(),
            awaiting: VecDeque::new(),
            problem: None,
            ending: None,
            computer_here: None,
            token: None,
            invite: None,
            catching_up: None,
            rebuild: None,
            put_back: None,
            off_since: None,
            checked_to: 0,
            stuck: None,
            mended_at: None,
        }
    }

    pub fn send(&self, msg: ClientMsg) {
        self.link.send(msg);
    }

    /// Every person's seat is taken: the host may start.
    pub fn can_start(&self) -> bool {
        self.hosting
            && self
                .room
                .as_ref()
                .is_some_and(|r| !r.started && r.seats.iter().all(|s| s.taken))
    }

    /// Is `seat` played at this window?
    pub fn plays(&self, seat: u8) -> bool {
        self.seat == Some(seat) || self.also.iter().any(|t| t.seat == seat)
    }

    /// The seats gone past their grace period (the others may hand them to the computer or end).
    pub fn gone_seats(&self) -> Vec<u8> {
        let now = Instant::now();
        self.room.as_ref().map_or(Vec::new(), |r| {
            r.seats
                .iter()
                .enumerate()
                .filter(|(i, s)| {
                    !self.plays(*i as u8)
                        && s.kind == "remote"
                        && !s.connected
                        && s.gone_until.is_some_and(|t| t <= now)
                })
                .map(|(i, _)| i as u8)
                .collect()
        })
    }

    /// The room as the server shows it now; the game to start, when it just started.
    fn lobby(&mut self, msg: ServerMsg) -> Option<RoomView> {
        let ServerMsg::Lobby {
            game,
            options,
            board,
            teams,
            time_limit_minutes,
            board_ron,
            seats,
            started,
            ..
        } = msg
        else {
            return None;
        };
        let game = GameKind::from_name(&game)?;
        let old = self.room.as_ref().map(|r| r.seats.clone());
        let seats = seats
            .into_iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                gone_until: old
                    .as_ref()
                    .and_then(|o| o.get(i))
                    .and_then(|o| o.gone_until)
                    .filter(|_| !s.connected),
                kind: s.kind,
                name: s.name,
                taken: s.taken,
                connected: s.connected,
            })
            .collect();
        let room = RoomView {
            game,
            options,
            board,
            teams,
            time_limit_minutes,
            board_ron,
            seats,
            started,
        };
        let starts = started && self.feed.is_none();
        self.room = Some(room.clone());
        if starts {
            let here = (0..8u8)
                .filter(|&s| self.plays(s))
                .fold(0u8, |bits, s| bits | 1 << s);
            self.feed = Some(RemoteFeed::new(here));
            return Some(room);
        }
        None
    }

    /// A seat's person came or went (`grace_ms`: how long the seat waits for them).
    fn presence(&mut self, seat: u8, connected: bool, grace_ms: Option<u64>) {
        if let Some(s) = self
            .room
            .as_mut()
            .and_then(|r| r.seats.get_mut(seat as usize))
        {
            s.connected = connected;
            s.gone_until = grace_ms.map(|ms| Instant::now() + Duration::from_millis(ms));
        }
        // The server's clock stands still while a person's seat is away.
        if let (Some(room), Some(feed)) = (&self.room, &self.feed) {
            feed.set_clock_paused(
                room.seats
                    .iter()
                    .any(|s| s.kind == "remote" && s.taken && !s.connected),
            );
        }
    }

    /// Takes in one message from the server; the game to start, when it just started.
    fn take(&mut self, msg: ServerMsg) -> Option<RoomView> {
        match msg {
            ServerMsg::Welcome { .. } | ServerMsg::Snapshot { .. } => {}
            ServerMsg::ToMove { time_left_ms, .. } => {
                if let (Some(ms), Some(feed)) = (time_left_ms, &self.feed) {
                    feed.set_time_left(ms as f32 / 1000.0);
                }
            }
            ServerMsg::Joined {
                code,
                seat,
                seed_hash,
                token,
                also,
                invite,
            } => {
                self.connection = Connection::Open;
                self.invite = invite.or(self.invite.take());
                self.code = Some(code);
                // The room's host is its first seat (a window coming back to it is the host again).
                self.hosting |= seat == Some(0);
                self.seat = seat;
                self.seed_hash = Some(seed_hash);
                self.token = token.or(self.token.take());
                self.also = also;
            }
            lobby @ ServerMsg::Lobby { .. } => return self.lobby(lobby),
            ServerMsg::Event(e) => self.event(e),
            // A move made here was refused (the board here had gone wrong, or was behind): the
            // match is built again from the server's events.
            ServerMsg::Refusal { .. } if self.move_in_flight() => {
                self.rebuild = Some(PutBack::Refused)
            }
            ServerMsg::Refusal { reason } => self.problem = Some(reason),
            ServerMsg::Error { message } => self.problem = Some(message),
            // The link comes back by itself when asked to resume, and says why when it cannot.
            ServerMsg::Closing { .. } => {}
            ServerMsg::Presence {
                seat,
                connected,
                grace_ms,
            } => self.presence(seat, connected, grace_ms),
            ServerMsg::End {
                winners,
                seed,
                record: _,
            } => self.ending = Some(self.check_end(winners, seed)),
        }
        None
    }

    /// A move or a throw made here has been sent and not yet answered.
    fn move_in_flight(&self) -> bool {
        !self.awaiting.is_empty() || self.feed.as_ref().is_some_and(|f| f.throw_pending())
    }

    /// One numbered event: new ones go to the match, this window's own moves are checked off.
    fn event(&mut self, e: GameEvent) {
        if self.events.last().is_some_and(|last| e.n <= last.n) {
            return;
        }
        let Some(feed) = &self.feed else { return };
        self.events.push(e.clone());
        match (&e.action, step_of(&e)) {
            // Played here already: the server took it as sent.
            (Some(action), Some(Step::Action(_)))
                if self.plays(e.seat) && !self.awaiting.is_empty() =>
            {
                if self
                    .awaiting
                    .pop_front()
                    .is_none_or(|sent| sent.action != *action)
                {
                    // The board here went another way than the server's: back to the server's.
                    self.rebuild = Some(PutBack::OutOfStep);
                }
            }
            // Anyone else's move, or this seat's own from before the window came back to it.
            (_, Some(step)) => feed.push(step),
            (_, None) => {}
        }
    }

    /// Starts the match again from every event the server sent, played at once: after a refused
    /// move, the board here shows the server's position. Nothing can be composed until the events
    /// are caught up ([`RemoteFeed::drives`]).
    fn rebuild_match(
        &mut self,
        registry: &GameRegistry,
        commands: &mut Commands,
        next: &mut NextState<AppState>,
    ) {
        let why = self.rebuild.take();
        let (Some(room), Some(old)) = (self.room.clone(), &self.feed) else {
            return;
        };
        let feed = RemoteFeed::new(old.here());
        for step in self.events.iter().filter_map(step_of) {
            feed.push(step);
        }
        self.feed = Some(feed);
        self.awaiting.clear();
        self.put_back = why;
        match start_match(self, &room, registry, commands) {
            Ok(screen) => next.set(screen),
            Err(e) => self.problem = Some(e.to_string()),
        }
    }

    /// The end: the seed checked against its hash and every throw against the seed; the record
    /// written to the records folder.
    fn check_end(&self, winners: u8, seed: u64) -> Ending {
        let fair = match (&self.seed_hash, &self.room) {
            (Some(hash), _) if *hash != crate::online::room::seed_hash(seed) => {
                Err(crate::online::room::Unfair::SeedMismatch(seed))
            }
            (_, Some(room)) => {
                let setup = Setup {
                    kind: room.game,
                    players: room.seats.len() as u8,
                    options: room.options.clone(),
                    board: room.board.clone(),
                    teams: room.teams.clone(),
                    board_ron: room.board_ron.clone(),
                    seed,
                };
                crate::online::room::replay_events(&setup, &self.events).map(|_| ())
            }
            _ => Ok(()),
        };
        Ending {
            winners,
            seed,
            fair,
            saved: Err(Unsaved::NotYet),
        }
    }
}

/// What an event asks of the match: a throw, the end on time, or an action.
fn step_of(e: &GameEvent) -> Option<Step> {
    match (e.throw, &e.action) {
        (Some(v), _) => Some(Step::Throw(v)),
        (None, Some(a)) if a == crate::play::setup::TIME_UP => Some(Step::TimeUp),
        (None, Some(a)) => Some(Step::Action(a.clone())),
        (None, None) => None,
    }
}

/// How often a sleeping window looks for the server's news.
const NEWS_PACE: Duration = Duration::from_millis(100);

/// The port a server started here listens on (and friends join at).
pub const DEFAULT_PORT: u16 = 7878;

/// The server started in this game, once started: the address it listens on.
#[cfg(not(target_arch = "wasm32"))]
static SERVER_HERE: std::sync::OnceLock<Result<std::net::SocketAddr, HostError>> =
    std::sync::OnceLock::new();

/// Why this game cannot host a server.
#[derive(Debug, Clone, thiserror::Error)]
pub enum HostError {
    #[error("MEHEN_HOST_ADDR: `{0}` is not an address and port")]
    BadAddress(String),
    #[cfg(not(target_arch = "wasm32"))]
    #[error(transparent)]
    Serve(#[from] crate::online::server::ServeError),
    #[error("a browser cannot host a server; play on the server this page came from")]
    InBrowser,
}

/// Starts a server in this game (once; a second host reuses it): the address it listens on.
#[cfg(not(target_arch = "wasm32"))]
pub fn server_here() -> Result<std::net::SocketAddr, HostError> {
    SERVER_HERE
        .get_or_init(|| {
            // On the local network, so friends there can join; MEHEN_HOST_ADDR chooses another
            // address (the tests keep to 127.0.0.1).
            let addr = match std::env::var("MEHEN_HOST_ADDR") {
                Ok(a) => a.parse().map_err(|_| HostError::BadAddress(a))?,
                Err(_) => std::net::SocketAddr::from(([0, 0, 0, 0], DEFAULT_PORT)),
            };
            Ok(crate::online::server::start_in_background(
                addr,
                Default::default(),
            )?)
        })
        .clone()
}

/// A page cannot listen for other players: in a browser the game plays on the server it came from.
#[cfg(target_arch = "wasm32")]
pub fn server_here() -> Result<std::net::SocketAddr, HostError> {
    Err(HostError::InBrowser)
}

/// The address of the server this page came from (`HOST:PORT`), in a browser.
pub fn page_server() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window().and_then(|w| w.location().host().ok());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// This computer's addresses on its networks (IPv4, not loopback), as friends would type them with
/// `port` (none known in a browser).
#[cfg(target_arch = "wasm32")]
pub fn network_addresses(_port: u16) -> Vec<String> {
    Vec::new()
}

/// This computer's addresses on its networks (IPv4, not loopback), as friends would type them with
/// `port`.
#[cfg(not(target_arch = "wasm32"))]
pub fn network_addresses(port: u16) -> Vec<String> {
    // A server here kept to this computer (MEHEN_HOST_ADDR=127.0.0.1:...) is out of the network's reach.
    if let Some(Ok(listening)) = SERVER_HERE.get()
        && listening.ip().is_loopback()
    {
        return Vec::new();
    }
    if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback())
        .filter_map(|i| match i.ip() {
            std::net::IpAddr::V4(v4) => Some(format!("{v4}:{port}")),
            std::net::IpAddr::V6(_) => None,
        })
        .collect()
}

/// The records folder, where a finished online game's record is written.
fn save_record(
    storage: Option<&Storage>,
    code: &str,
    record: &str,
    board_ron: Option<String>,
) -> Result<std::path::PathBuf, Unsaved> {
    let dir = storage.map_or_else(
        || crate::persist::Paths::from_env().records(),
        |s| s.paths.records(),
    );
    let name: String = code.chars().filter(char::is_ascii_alphanumeric).collect();
    let path = dir.join(format!("online-{name}.mehen"));
    // A board of the host's own is kept beside the record, which names it, so the record opens.
    let record = match board_ron {
        Some(text) => {
            let board = dir.join(format!("online-{name}.board.ron"));
            crate::persist::write_atomic(&board, text.as_bytes())?;
            with_board_tag(record, &board.to_string_lossy())
        }
        None => record.to_string(),
    };
    crate::persist::write_atomic(&path, record.as_bytes())?;
    Ok(path)
}

/// The record with its `[Board]` tag naming `board`.
fn with_board_tag(record: &str, board: &str) -> String {
    let tag = format!("[Board \"{}\"]", board.replace('\\', "/").replace('"', ""));
    record
        .lines()
        .map(|l| {
            if l.starts_with("[Board ") {
                tag.as_str()
            } else {
                l
            }
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Reads the server's news each frame, starts the game when the host does, and sends what the seats
/// here played.
pub(crate) fn pump(
    session: Option<ResMut<OnlineSession>>,
    registry: Res<GameRegistry>,
    storage: Option<Res<Storage>>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    mut wake: ResMut<crate::systems::shared::wake::Wake>,
    (settings, mut speed, paused): (
        Option<ResMut<crate::persist::settings::Settings>>,
        ResMut<crate::systems::shared::motion::AnimSpeed>,
        Option<Res<crate::systems::shared::state::Paused>>,
    ),
) {
    let Some(mut session) = session else { return };
    if session.is_added() {
        commands.insert_resource(crate::systems::shared::remote::OnlineGame);
    }
    // The server's news comes with no input to wake the window: look for it at a steady pace.
    wake.every(NEWS_PACE);
    // Bounded per frame: a watcher's catch-up is a few thousand messages at most.
    for _ in 0..10_000 {
        let Some(news) = session.link.try_news() else {
            break;
        };
        match news {
            News::Msg(msg) => {
                let ended = matches!(msg, ServerMsg::End { .. });
                let record = match &msg {
                    ServerMsg::End { record, .. } => Some(record.clone()),
                    _ => None,
                };
                if let Some(room) = session.take(msg) {
                    match start_match(&session, &room, &registry, &mut commands) {
                        Ok(screen) => next.set(screen),
                        Err(e) => session.problem = Some(e.to_string()),
                    }
                }
                // A Mehen board of the host's own goes beside the record (a spiral game's record
                // names its squares in its options).
                let board = session
                    .room
                    .as_ref()
                    .filter(|r| r.game == GameKind::Mehen)
                    .and_then(|r| r.board_ron.clone());
                if ended
                    && let (Some(record), Some(code)) = (record, session.code.clone())
                    && let Some(ending) = session.ending.as_mut()
                {
                    ending.saved = save_record(storage.as_deref(), &code, &record, board);
                }
            }
            News::Reconnecting(n) => session.connection = Connection::Reconnecting(n),
            News::Back => session.connection = Connection::Open,
            News::Lost(why) => session.connection = Connection::Lost(why),
        }
    }
    remember_seat(&session, settings);
    session.check_position(Instant::now(), paused.is_some_and(|p| p.0));
    if session.rebuild.is_some() {
        session.rebuild_match(&registry, &mut commands, &mut next);
    }
    let Some(feed) = session.feed.clone() else {
        return;
    };
    // A backlog (a watcher arriving mid-game, a window coming back to its seat) is shown at once.
    match (feed.backlog() > 2, session.catching_up) {
        (true, None) => session.catching_up = Some(std::mem::replace(&mut speed.0, 0.0)),
        (false, Some(before)) if feed.backlog() == 0 => {
            speed.0 = before;
            session.catching_up = None;
        }
        _ => {}
    }
    for out in feed.drain_outbox() {
        if out.action != "throw" {
            session.awaiting.push_back(out.clone());
        }
        session.send(ClientMsg::Act {
            turn: out.turn,
            action: out.action,
        });
    }
}

/// Settings keep the seat until the game ends, so a window closed mid-game can go back to it.
fn remember_seat(
    session: &OnlineSession,
    settings: Option<ResMut<crate::persist::settings::Settings>>,
) {
    let Some(mut settings) = settings else { return };
    let keep = match (&session.code, &session.token, &session.ending) {
        (Some(code), Some(token), None) => Some(crate::persist::settings::Rejoin {
            address: session.address.clone(),
            code: code.clone(),
            token: token.clone(),
            also: session.also.iter().map(|t| t.token.clone()).collect(),
            with: session.room.as_ref().map_or(String::new(), |room| {
                let names: Vec<String> = seats_of(room)
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| !session.plays(*i as u8))
                    .map(|(_, s)| s.name)
                    .collect();
                names.join(", ")
            }),
        }),
        (Some(_), _, Some(_)) => None,
        _ => return,
    };
    if settings.online_rejoin != keep {
        settings.online_rejoin = keep;
    }
}

/// Goes back to an online game's seat this window left before the game ended (from the title
/// screen or Play online): resumes with the kept token, from the first event, in the lobby. The
/// session to insert.
pub fn go_back(
    rejoin: &crate::persist::settings::Rejoin,
    next: &mut NextState<AppState>,
) -> OnlineSession {
    let back = ClientMsg::Resume {
        code: rejoin.code.clone(),
        token: rejoin.token.clone(),
        last_event: 0,
        also: rejoin.also.clone(),
    };
    let mut session = OnlineSession::open(&rejoin.address, back, false);
    session.token = Some(rejoin.token.clone());
    next.set(AppState::Lobby);
    session
}

/// Leaving for the main menu ends the session (the connection closes; the seat waits on the
/// server for its grace period).
pub(crate) fn leave_on_menu(mut commands: Commands) {
    commands.remove_resource::<OnlineSession>();
    commands.remove_resource::<crate::systems::shared::remote::OnlineGame>();
}

/// The title screen's Go back: the seat the settings kept (played by the computer with
/// `--online-computer`).
pub(crate) fn go_back_asked(
    mut asked: MessageReader<crate::systems::shared::remote::GoBackOnline>,
    settings: Option<Res<crate::persist::settings::Settings>>,
    opts: Option<Res<crate::systems::shared::launch::LaunchOptions>>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
) {
    if asked.read().count() == 0 {
        return;
    }
    let Some(rejoin) = settings.and_then(|s| s.online_rejoin.clone()) else {
        return;
    };
    let mut session = go_back(&rejoin, &mut next);
    session.computer_here = opts.and_then(|o| o.online.as_ref().and_then(|l| l.computer));
    commands.insert_resource(session);
}
