//! `mehen serve`: the referee of online games. An HTTP server (hyper, with axum's WebSocket
//! endpoint at `/ws`) on tokio, with no Bevy on this path.
//!
//! Each room is owned by one task ([`room_task`]): it holds the room's game, takes its connections'
//! requests over a channel and sends each connection its news, so no room ever waits on another and
//! no lock is held while a room works. Its computers think on blocking threads over a copy of the
//! game, within a time budget, and hand their move back as a request. Each connection
//! ([`connection`]) speaks [`super::protocol`].
//!
//! What a stranger can do is bounded: a message is at most [`MAX_MESSAGE`] bytes, a connection sends
//! at most [`BURST`] messages at once and [`RATE`] a second after (moves the room takes are free);
//! connections are counted from the TCP accept, within the server's cap and each address's
//! ([`limits`]); a request's headers must come within `header_timeout_ms`, a WebSocket must say
//! which room it is for within `entry_timeout_ms`, and one silent for `silence_ms` is closed; binary
//! frames close the connection; seat tokens are random 128-bit values; a connection that falls
//! behind its room's news is closed (its client resumes) rather than skipping any.

mod connection;
pub mod limits;
pub mod metrics;
pub mod proxy_header;
mod room_task;
mod shared_rooms;

use super::protocol::{MAX_MESSAGE, SeatPlan, SeatToken, ServerMsg, clean_name, show_code};
use super::room::{Room, invite_for, seed_hash, token_hash, whole_code};
use super::store::{Store, StoreAt, Unfinished};
use crate::play::setup::Setup;
use crate::rules::GameKind;
use axum::extract::State;
use axum::extract::ws::WebSocketUpgrade;
use axum::response::{IntoResponse, Response};
use limits::{AddressLimits, Limits};
use metrics::{Metrics, Refusal};
use room_task::{Command, Member, RoomTask};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Messages a connection may send at once, and a second after that.
pub const BURST: f64 = 30.0;
pub const RATE: f64 = 15.0;

/// How the server runs.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// Finished games' records go here (`<code>.mehen`), when set.
    pub records: Option<PathBuf>,
    pub max_rooms: usize,
    /// Connections open at once, counted from the TCP accept (upgraded or not).
    pub max_connections: usize,
    /// What one address may use.
    pub per_address: AddressLimits,
    /// How long a dropped seat is waited for before the others are told it is gone (ms).
    pub grace_ms: u64,
    /// A game under way with nobody connected expires after this long (ms).
    pub idle_room_ms: u64,
    /// A room not started, or finished, with nobody connected expires after this long (ms).
    pub idle_lobby_ms: u64,
    /// How long a minute of a game's time limit lasts (ms): 60,000 but in tests.
    pub minute_ms: u64,
    /// How long a computer seat thinks at most over one move (ms): past it, its search answers
    /// with its best move yet.
    pub computer_budget_ms: u64,
    /// A client must send a request's headers within this long of connecting, or of its previous
    /// request's answer (ms).
    pub header_timeout_ms: u64,
    /// A new WebSocket must create, join, watch or resume a room within this long (ms).
    pub entry_timeout_ms: u64,
    /// A connection the server has heard nothing from (not even a ping's answer) for this long is
    /// closed (ms); the server pings every third of it.
    pub silence_ms: u64,
    /// The web build's folder, served at `/` (a browser plays from there).
    pub web: Option<PathBuf>,
    /// Every connection comes from a proxy that sends the PROXY protocol (version 2) header
    /// first: the limits count the player's address it names, and a connection without it is
    /// closed.
    pub proxy_protocol: bool,
    /// The addresses a PROXY header is taken from (the proxies'); a connection from any other is
    /// closed. Loopback by default: the proxy on the same machine.
    pub trusted_proxies: Vec<IpAddr>,
    /// The store that keeps every room through a restart (a folder, or Redis shared with other
    /// processes); none: rooms live in memory only.
    pub store: Option<StoreAt>,
    /// For the tests only: an `act` whose action is this text panics inside its room, as a bug in
    /// an engine would (the room ends with an error; no other room notices).
    pub panic_on_action: Option<String>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            records: None,
            max_rooms: 2000,
            max_connections: 10_000,
            per_address: AddressLimits::default(),
            grace_ms: 90_000,
            idle_room_ms: 30 * 60_000,
            idle_lobby_ms: 3 * 60_000,
            minute_ms: 60_000,
            computer_budget_ms: 1_000,
            header_timeout_ms: 10_000,
            entry_timeout_ms: 10_000,
            silence_ms: 60_000,
            web: None,
            proxy_protocol: false,
            trusted_proxies: vec![
                IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
                IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
            ],
            store: None,
            panic_on_action: None,
        }
    }
}

/// What every room and connection shares: the rooms by code (a map held only to look one up, add
/// or remove one), the counts, the configuration.
pub(crate) struct Shared {
    rooms: Mutex<HashMap<String, RoomHandle>>,
    connections: AtomicUsize,
    next_connection: AtomicU64,
    limits: Limits,
    config: ServerConfig,
    store: Option<Store>,
    metrics: Metrics,
    clock: Instant,
}

impl Shared {
    fn new(config: ServerConfig, store: Option<Store>) -> Self {
        Shared {
            rooms: Mutex::new(HashMap::new()),
            connections: AtomicUsize::new(0),
            next_connection: AtomicU64::new(1),
            limits: Limits::new(config.per_address),
            config,
            store,
            metrics: Metrics::default(),
            clock: Instant::now(),
        }
    }

    /// A handle for a new room's task, and the channel it reads.
    fn new_handle(&self) -> (RoomHandle, mpsc::Receiver<Command>) {
        let (tx, rx) = mpsc::channel(room_task::QUEUE);
        let id = self.next_connection.fetch_add(1, Ordering::Relaxed);
        (RoomHandle { id, tx }, rx)
    }

    /// The server's clock (ms since it started).
    fn now(&self) -> u64 {
        self.clock.elapsed().as_millis() as u64
    }

    fn room(&self, code: &str) -> Option<RoomHandle> {
        self.rooms.lock().expect("rooms lock").get(code).cloned()
    }

    /// A room's task ended: its code is free (unless another room has it already).
    fn forget_room(&self, code: &str, id: u64) {
        let mut rooms = self.rooms.lock().expect("rooms lock");
        if rooms.get(code).is_some_and(|h| h.id == id) {
            rooms.remove(code);
        }
    }
}

/// How a connection reaches a room's task.
#[derive(Clone)]
pub(crate) struct RoomHandle {
    id: u64,
    tx: mpsc::Sender<Command>,
}

/// A connection's place in the server's counts, from the TCP accept to the close of its socket
/// (upgraded or not): freed when dropped.
pub(crate) struct Slot {
    shared: Arc<Shared>,
    ip: IpAddr,
    /// Whether the connection counts against its address's allowance (a proxy's own health
    /// checks do not).
    counted: bool,
}

impl Slot {
    /// A place for a connection from `ip`, if the server and the address have one (`counted`:
    /// against the address's allowance).
    fn take(shared: &Arc<Shared>, ip: IpAddr, counted: bool) -> Option<Slot> {
        let full =
            shared.connections.fetch_add(1, Ordering::Relaxed) >= shared.config.max_connections;
        if full || (counted && !shared.limits.open(ip)) {
            shared.connections.fetch_sub(1, Ordering::Relaxed);
            shared.metrics.refused(Refusal::Limit);
            if full {
                tracing::warn!(address = %ip, "a connection refused: the server is full");
            } else {
                tracing::warn!(address = %ip, "a connection refused: the address has its fill");
            }
            return None;
        }
        Some(Slot {
            shared: shared.clone(),
            ip,
            counted,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.shared.connections.fetch_sub(1, Ordering::Relaxed);
        if self.counted {
            self.shared.limits.close(self.ip);
        }
    }
}

/// Random bytes from the operating system.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    // The OS generator failing is not something a game server can recover from sensibly; a zeroed
    // value would be guessable, so this stops the request instead.
    getrandom::fill(&mut b).expect("the operating system's random generator");
    b
}

fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub(crate) fn new_code() -> String {
    use super::protocol::CODE_ALPHABET;
    random_bytes::<6>()
        .iter()
        .map(|b| CODE_ALPHABET[*b as usize % CODE_ALPHABET.len()] as char)
        .collect()
}

/// Opens the store, if there is one, and makes the rooms it gives back at start live again.
async fn open_store(config: ServerConfig) -> std::io::Result<Arc<Shared>> {
    let Some(at) = config.store.clone() else {
        return Ok(Arc::new(Shared::new(config, None)));
    };
    let started = Instant::now();
    let (store, unfinished) = Store::open(&at).await.map_err(std::io::Error::other)?;
    let shared = Arc::new(Shared::new(config, Some(store)));
    let count = unfinished.len();
    for stored in unfinished {
        let code = stored.0.code.clone();
        if let Some((handle, rx, task)) = restore(&shared, stored) {
            shared
                .rooms
                .lock()
                .expect("rooms lock")
                .insert(code, handle);
            tokio::spawn(task.run(rx));
        }
    }
    tracing::info!(
        rooms = count,
        ms = started.elapsed().as_millis() as u64,
        "unfinished games taken back from the store"
    );
    Ok(shared)
}

/// A room read back from the store, its task ready to run (none if its events no longer play).
fn restore(
    shared: &Arc<Shared>,
    (saved, events): Unfinished,
) -> Option<(RoomHandle, mpsc::Receiver<Command>, RoomTask)> {
    let code = saved.code.clone();
    let room = match Room::restore(saved, events, (shared.config.minute_ms, shared.now())) {
        Ok(room) => room,
        Err(e) => {
            tracing::warn!(room = %code, "the room cannot be played again from the store: {e}");
            return None;
        }
    };
    let (handle, rx) = shared.new_handle();
    let task = RoomTask::restored(room, shared.clone(), handle.clone());
    Some((handle, rx, task))
}

/// The room `code`: the one this process runs, or else (a store shared with other processes, and a
/// connection the proxy routed here for this room) the one the store holds, taken up here.
async fn find_room(
    shared: &Arc<Shared>,
    code: &str,
    routed_here: bool,
) -> Result<Option<RoomHandle>, shared_rooms::Unavailable> {
    match shared.room(code) {
        Some(room) => Ok(Some(room)),
        None if routed_here => shared_rooms::take_up(shared, code).await,
        None => Ok(None),
    }
}

pub async fn serve(listener: tokio::net::TcpListener, config: ServerConfig) -> std::io::Result<()> {
    serve_until(listener, config, std::future::pending(), false).await
}

/// Runs the server on `listener` until `stop` is ready: then it takes no new connection, tells
/// every room's players to reconnect (their games are in the store, when there is one) and waits
/// (at most 5 s) for the rooms to close. `announce`: say where it listens once its store's games
/// are back (what `mehen serve` prints first).
pub async fn serve_until(
    listener: tokio::net::TcpListener,
    config: ServerConfig,
    stop: impl std::future::Future<Output = ()>,
    announce: bool,
) -> std::io::Result<()> {
    let shared = open_store(config).await?;
    shared_rooms::start(&shared).await?;
    if announce {
        let at = listener.local_addr()?;
        eprintln!("mehen: serving online games on ws://{at}/ws");
        if let Some(dir) = &shared.config.web {
            eprintln!(
                "mehen: the game in a browser at http://{at}/ (from {})",
                dir.display()
            );
        }
    }
    let web = shared.config.web.clone();
    let mut app = axum::Router::new()
        .route("/ws", axum::routing::get(upgrade))
        .route("/metrics", axum::routing::get(metrics_page))
        .route("/healthz", axum::routing::get(|| async { "ok\n" }))
        .with_state(shared.clone());
    if let Some(dir) = web {
        // The web build's files; `.gz` twins are sent to browsers that take gzip.
        app = app.fallback_service(tower_http::services::ServeDir::new(dir).precompressed_gzip());
    }
    tokio::pin!(stop);
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut stop => break,
        };
        let (tcp, peer) = match accepted {
            Ok(accepted) => accepted,
            // Out of file descriptors, say: wait for some to close rather than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Moves are small messages answered at once: without TCP_NODELAY each waits for the
        // peer's delayed acknowledgement (about 40 ms).
        let _ = tcp.set_nodelay(true);
        let headers = Duration::from_millis(shared.config.header_timeout_ms);
        if shared.config.proxy_protocol {
            tokio::spawn(serve_proxied(
                tcp,
                peer,
                (shared.clone(), app.clone()),
                headers,
            ));
            continue;
        }
        // Over the server's or the address's cap: closed at once.
        let Some(slot) = Slot::take(&shared, peer.ip(), true) else {
            continue;
        };
        tokio::spawn(serve_http(tcp, app.clone(), Arc::new(slot), headers));
    }
    shut_down(&shared).await;
    Ok(())
}

/// Every room is told to close (its players to reconnect); waits for them, 5 s at most.
async fn shut_down(shared: &Shared) {
    let rooms: Vec<RoomHandle> = shared
        .rooms
        .lock()
        .expect("rooms lock")
        .values()
        .cloned()
        .collect();
    tracing::info!(
        rooms = rooms.len(),
        "stopping: every room's players are told to reconnect"
    );
    for room in rooms {
        let _ = room.tx.send(Command::Shutdown).await;
    }
    for _ in 0..100 {
        if shared.rooms.lock().expect("rooms lock").is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// `GET /metrics`: the counters in Prometheus's text format.
async fn metrics_page(State(shared): State<Arc<Shared>>) -> Response {
    let rooms = shared.rooms.lock().expect("rooms lock").len();
    let page = shared
        .metrics
        .render(rooms, shared.connections.load(Ordering::Relaxed));
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; version=0.0.4",
        )],
        page,
    )
        .into_response()
}

/// A connection from the proxy: its PROXY header read within `headers`, then counted against the
/// caps of the player's address it names, then served as any other.
async fn serve_proxied(
    mut tcp: tokio::net::TcpStream,
    peer: std::net::SocketAddr,
    (shared, app): (Arc<Shared>, axum::Router),
    headers: Duration,
) {
    if !shared.config.trusted_proxies.contains(&peer.ip()) {
        tracing::warn!(peer = %peer, "a connection closed: not from a trusted proxy");
        return;
    }
    let read = proxy_header::read_source(&mut tcp);
    let source = match tokio::time::timeout(headers, read).await {
        Ok(Ok(source)) => source,
        Ok(Err(e)) => {
            tracing::warn!(proxy = %peer, "a connection closed: {e}");
            return;
        }
        Err(_) => {
            tracing::warn!(proxy = %peer, "a connection closed: no PROXY header in time");
            return;
        }
    };
    // The proxy's own connections (its health checks) count against no address.
    let slot = match source {
        Some(player) => Slot::take(&shared, player, true),
        None => Slot::take(&shared, peer.ip(), false),
    };
    if let Some(slot) = slot {
        serve_http(tcp, app, Arc::new(slot), headers).await;
    }
}

/// One TCP connection's HTTP, each request's headers within `headers`; its [`Slot`] goes with each
/// request, so a WebSocket made from it keeps the place counted.
async fn serve_http(
    tcp: tokio::net::TcpStream,
    app: axum::Router,
    slot: Arc<Slot>,
    headers: Duration,
) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower::ServiceExt;
    let service = app.map_request(
        move |mut req: axum::extract::Request<hyper::body::Incoming>| {
            req.extensions_mut().insert(slot.clone());
            req
        },
    );
    let _ = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(headers)
        .serve_connection(
            TokioIo::new(tcp),
            hyper_util::service::TowerToHyperService::new(service),
        )
        .with_upgrades()
        .await;
}

/// Why a server could not start, or stopped.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ServeError {
    #[error("cannot start the server: {0}")]
    Runtime(Arc<std::io::Error>),
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        addr: SocketAddr,
        source: Arc<std::io::Error>,
    },
    #[error("the server stopped: {0}")]
    Stopped(Arc<std::io::Error>),
}

/// Why a room could not be created.
#[derive(Debug, thiserror::Error)]
pub(crate) enum CreateRefused {
    #[error("the server has no room for another game now")]
    Full,
    #[error("a game has 2 to 6 seats")]
    SeatCount,
    #[error(transparent)]
    Name(#[from] super::protocol::TextRefused),
    #[error(transparent)]
    Room(#[from] super::room::RoomError),
}

/// Binds `addr` and serves (what `mehen serve` runs), on `threads` worker threads (0: one a core),
/// until SIGTERM or Ctrl+C; its log on standard error (`RUST_LOG` chooses what, `info` by default).
pub fn run(addr: SocketAddr, config: ServerConfig, threads: usize) -> Result<(), ServeError> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    use std::io::IsTerminal;
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(|| LogLine)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
    let mut builder = tokio::runtime::Builder::new_multi_thread();
    if threads > 0 {
        builder.worker_threads(threads);
    }
    let runtime = builder
        .enable_all()
        .build()
        .map_err(|e| ServeError::Runtime(Arc::new(e)))?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(listen_error(addr))?;
        serve_until(listener, config, stop_signal(), true)
            .await
            .map_err(|e| ServeError::Stopped(Arc::new(e)))
    })
}

/// The log's way to standard error: a log that cannot be written (its reader went away) is lost,
/// never the server.
struct LogLine;

impl std::io::Write for LogLine {
    fn write(&mut self, line: &[u8]) -> std::io::Result<usize> {
        let _ = std::io::stderr().write_all(line);
        Ok(line.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// SIGTERM (a service manager stopping the server) or Ctrl+C.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Starts a server on its own thread, listening on `addr` (port 0: any free port), and answers the
/// address it listens on: for tests, load runs and a game hosting on the local network.
pub fn start_in_background(
    addr: SocketAddr,
    config: ServerConfig,
) -> Result<SocketAddr, ServeError> {
    let listener = std::net::TcpListener::bind(addr).map_err(listen_error(addr))?;
    let local = listener.local_addr().map_err(listen_error(addr))?;
    listener.set_nonblocking(true).map_err(listen_error(addr))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| ServeError::Runtime(Arc::new(e)))?;
    std::thread::Builder::new()
        .name("mehen-serve".into())
        .spawn(move || {
            runtime.block_on(async move {
                match tokio::net::TcpListener::from_std(listener) {
                    Ok(l) => {
                        if let Err(e) = serve(l, config).await {
                            tracing::error!("the server stopped: {e}");
                        }
                    }
                    Err(e) => tracing::error!("cannot listen on {local}: {e}"),
                }
            })
        })
        .map_err(|e| ServeError::Runtime(Arc::new(e)))?;
    Ok(local)
}

fn listen_error(addr: SocketAddr) -> impl Fn(std::io::Error) -> ServeError {
    move |e| ServeError::Listen {
        addr,
        source: Arc::new(e),
    }
}

async fn upgrade(
    ws: WebSocketUpgrade,
    State(shared): State<Arc<Shared>>,
    slot: Option<axum::Extension<Arc<Slot>>>,
    uri: axum::http::Uri,
) -> Response {
    // The room this connection was routed for (`/ws?room=CODE`), if it says, exactly as the proxy
    // hashed it: a code spelled otherwise (lower case) may have been routed elsewhere, so it takes
    // no room up here.
    let routed = uri.query().and_then(|q| {
        q.split('&')
            .find_map(|part| part.strip_prefix("room="))
            .map(str::to_owned)
    });
    let Some(axum::Extension(slot)) = slot else {
        return (axum::http::StatusCode::SERVICE_UNAVAILABLE, "server full").into_response();
    };
    // Small buffers: a message is at most MAX_MESSAGE bytes, and thousands of connections each
    // holding tungstenite's default 128 KiB would cost more than their rooms.
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .read_buffer_size(2048)
        .write_buffer_size(4096)
        .on_upgrade(move |socket| connection::run(socket, shared, slot, routed))
}

/// What `create` asks for, checked.
pub(crate) struct NewRoom {
    pub kind: GameKind,
    pub setup_text: [String; 3],
    pub board_ron: Option<String>,
    pub time_limit: Option<u32>,
    pub seats: Vec<SeatPlan>,
    pub names: Vec<String>,
    pub here: Vec<u8>,
    pub invite_only: bool,
}

/// A code no room holds, taken for a new room's `handle`, while the server has room for one more.
fn claim_code(shared: &Arc<Shared>, handle: &RoomHandle) -> Result<String, CreateRefused> {
    let mut rooms = shared.rooms.lock().expect("rooms lock");
    if rooms.len() >= shared.config.max_rooms {
        return Err(CreateRefused::Full);
    }
    let code = loop {
        let code = new_code();
        if !rooms.contains_key(&code) {
            break code;
        }
    };
    rooms.insert(code.clone(), handle.clone());
    Ok(code)
}

/// A room made for its creator, not yet under a code: the creator's seats with their tokens.
pub(crate) struct Made {
    pub room: Room,
    pub first: SeatToken,
    pub taken: Vec<SeatToken>,
    pub invite_only: bool,
}

/// Makes and checks the room `ask` describes, the creator at its seats (the ones in `here`, or
/// the first remote seat).
pub(crate) fn make_room(shared: &Shared, ask: NewRoom) -> Result<Made, CreateRefused> {
    if !(2..=6).contains(&ask.seats.len()) {
        return Err(CreateRefused::SeatCount);
    }
    let names: Vec<Option<String>> = ask
        .names
        .iter()
        .take(ask.seats.len())
        .map(|n| clean_name(n))
        .collect::<Result<_, _>>()?;
    let seed = u64::from_le_bytes(random_bytes::<8>());
    let [options, board, teams] = ask.setup_text;
    let setup = Setup {
        kind: ask.kind,
        players: ask.seats.len() as u8,
        options,
        board,
        teams,
        board_ron: ask.board_ron,
        seed,
    };
    let now = shared.now();
    let mut room = Room::new(String::new(), setup, &ask.seats, now)?;
    if let Some(minutes) = ask.time_limit {
        room.set_time_limit(minutes, shared.config.minute_ms, now)?;
    }
    for (seat, name) in names.into_iter().enumerate() {
        if let Some(name) = name {
            room.seats[seat].name = name;
        }
    }
    // The creator's seats: the ones named (each a remote seat, once), or the first remote one.
    let wanted: Vec<Option<u8>> = if ask.here.is_empty() {
        vec![None]
    } else {
        ask.here.iter().map(|&s| Some(s)).collect()
    };
    let mut taken = Vec::new();
    for want in wanted {
        let token = new_token();
        let seat = room.take_seat(want, token.clone())?;
        taken.push(SeatToken { seat, token });
    }
    let first = taken.remove(0);
    Ok(Made {
        room,
        first,
        taken,
        invite_only: ask.invite_only,
    })
}

impl Made {
    /// Under its code: what the creator is told (its seats, their tokens, the lobby), and the
    /// creator's seats.
    pub(crate) fn greeting(&mut self) -> (Vec<ServerMsg>, Vec<u8>) {
        let room = &mut self.room;
        let invite = self
            .invite_only
            .then(|| whole_code(&room.code, &self.first.token));
        if self.invite_only {
            room.invite = Some(token_hash(&invite_for(&self.first.token)));
        }
        let answer = vec![
            ServerMsg::Joined {
                code: show_code(&room.code),
                seat: Some(self.first.seat),
                token: Some(self.first.token.clone()),
                seed_hash: seed_hash(room.setup.seed),
                also: self.taken.clone(),
                invite,
            },
            room.lobby(),
        ];
        let mut seats = vec![self.first.seat];
        seats.extend(self.taken.iter().map(|t| t.seat));
        (answer, seats)
    }
}

/// Makes a room and starts its task here, with the creator at its seats listening on `outbox`:
/// the creator's answers, or a refusal.
fn create(
    shared: &Arc<Shared>,
    ask: NewRoom,
    conn: u64,
    outbox: room_task::Outbox,
) -> Result<(RoomHandle, Vec<ServerMsg>), CreateRefused> {
    // The room is made and checked before any code is taken.
    let mut made = make_room(shared, ask)?;
    let (handle, rx) = shared.new_handle();
    made.room.code = claim_code(shared, &handle)?;
    let (answer, seats) = made.greeting();
    let room = made.room;
    let creator = Member { seats, outbox };
    tracing::info!(room = %room.code, game = room.kind().name(), players = room.seats.len(), "room opened");
    let task = RoomTask::new(room, shared.clone(), handle.clone(), (conn, creator));
    tokio::spawn(task.run(rx));
    Ok((handle, answer))
}
