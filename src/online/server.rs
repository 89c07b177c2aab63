//! `mehen serve`: the referee of online games. A WebSocket endpoint (`/ws`, axum on tokio) holds the
//! rooms; each connection speaks [`super::protocol`], and each room ([`Room`]) checks every request
//! with the engine. No Bevy on this path.
//!
//! What a stranger can do is bounded: a message is at most [`MAX_MESSAGE`] bytes, a connection sends
//! at most [`BURST`] messages at once and [`RATE`] a second after (moves the room takes are free), rooms and connections are capped,
//! binary frames close the connection, bad JSON gets an error message, seat tokens are random 128-bit
//! values, and records are written only inside the records folder, named by room code.

use super::protocol::{
    ClientMsg, MAX_MESSAGE, PROTOCOL_VERSION, SeatPlan, SeatToken, ServerMsg, read_code, show_code,
};
use super::room::{Room, RoomError, seed_hash};
use crate::play::setup::Setup;
use crate::rules::GameKind;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::broadcast;

/// Messages a connection may send at once, and a second after that.
pub const BURST: f64 = 30.0;
pub const RATE: f64 = 15.0;

/// How the server runs.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// Finished games' records go here (`<code>.mehen`), when set.
    pub records: Option<PathBuf>,
    pub max_rooms: usize,
    pub max_connections: usize,
    /// How long a dropped seat is waited for before the others are told it is gone (ms).
    pub grace_ms: u64,
    /// A room with nobody connected expires after this long (ms).
    pub idle_room_ms: u64,
    /// How long a minute of a game's time limit lasts (ms): 60,000 but in tests.
    pub minute_ms: u64,
    /// The web build's folder, served at `/` (a browser plays from there).
    pub web: Option<PathBuf>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            records: None,
            max_rooms: 2000,
            max_connections: 10_000,
            grace_ms: 90_000,
            idle_room_ms: 30 * 60_000,
            minute_ms: 60_000,
            web: None,
        }
    }
}

/// A room and the channel its news goes out on.
struct RoomCell {
    room: Mutex<Room>,
    news: broadcast::Sender<ServerMsg>,
    /// The room has (or may soon have) a computer seat: its messages are answered off the async
    /// workers, since a computer's move may follow (the Expert thinks for a while).
    computers: AtomicBool,
    /// The room's game has a time limit (its clock is looked at every second).
    timed: bool,
}

struct Shared {
    rooms: Mutex<HashMap<String, Arc<RoomCell>>>,
    connections: AtomicUsize,
    config: ServerConfig,
    clock: Instant,
}

impl Shared {
    fn now(&self) -> u64 {
        self.clock.elapsed().as_millis() as u64
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

fn new_code() -> String {
    use super::protocol::CODE_ALPHABET;
    random_bytes::<6>()
        .iter()
        .map(|b| CODE_ALPHABET[*b as usize % CODE_ALPHABET.len()] as char)
        .collect()
}

/// Runs the server on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, config: ServerConfig) -> std::io::Result<()> {
    let shared = Arc::new(Shared {
        rooms: Mutex::new(HashMap::new()),
        connections: AtomicUsize::new(0),
        config,
        clock: Instant::now(),
    });
    tokio::spawn(expire_rooms(shared.clone()));
    tokio::spawn(run_clocks(shared.clone()));
    let web = shared.config.web.clone();
    let mut app = axum::Router::new()
        .route("/ws", axum::routing::get(upgrade))
        .with_state(shared);
    if let Some(dir) = web {
        // The web build's files; `.gz` twins are sent to browsers that take gzip.
        app = app.fallback_service(tower_http::services::ServeDir::new(dir).precompressed_gzip());
    }
    // Moves are small messages answered at once: without TCP_NODELAY each waits for the peer's
    // delayed acknowledgement (about 40 ms).
    use axum::serve::ListenerExt;
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, app).await
}

/// Binds `addr` and serves (what `mehen serve` runs), on `threads` worker threads (0: one a core).
pub fn run(addr: SocketAddr, config: ServerConfig, threads: usize) -> Result<(), String> {
    let mut builder = tokio::runtime::Builder::new_multi_thread();
    if threads > 0 {
        builder.worker_threads(threads);
    }
    let runtime = builder
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let at = listener.local_addr().unwrap_or(addr);
        eprintln!("mehen: serving online games on ws://{at}/ws");
        if let Some(dir) = &config.web {
            eprintln!(
                "mehen: the game in a browser at http://{at}/ (from {})",
                dir.display()
            );
        }
        serve(listener, config)
            .await
            .map_err(|e| format!("the server stopped: {e}"))
    })
}

/// Starts a server on its own thread, listening on `addr` (port 0: any free port), and answers the
/// address it listens on: for tests, load runs and a game hosting on the local network.
pub fn start_in_background(addr: SocketAddr, config: ServerConfig) -> Result<SocketAddr, String> {
    let listener =
        std::net::TcpListener::bind(addr).map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener
        .local_addr()
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    listener
        .set_nonblocking(true)
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    std::thread::Builder::new()
        .name("mehen-serve".into())
        .spawn(move || {
            runtime.block_on(async move {
                match tokio::net::TcpListener::from_std(listener) {
                    Ok(l) => {
                        if let Err(e) = serve(l, config).await {
                            eprintln!("mehen: the server stopped: {e}");
                        }
                    }
                    Err(e) => eprintln!("mehen: cannot listen on {local}: {e}"),
                }
            })
        })
        .map_err(|e| format!("cannot start the server: {e}"))?;
    Ok(local)
}

/// Ends, every second, the timed games whose clock ran out while a player was about to throw.
async fn run_clocks(shared: Arc<Shared>) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tick.tick().await;
        let timed: Vec<Arc<RoomCell>> = shared
            .rooms
            .lock()
            .expect("rooms lock")
            .values()
            .filter(|c| c.timed)
            .cloned()
            .collect();
        for cell in timed {
            let mut room = cell.room.lock().expect("room lock");
            room.tick(shared.now());
            if let Some(end) = room.end_if_time_up() {
                publish(&shared, &cell, &room, vec![end]);
            }
        }
    }
}

/// Drops rooms that have been idle too long with nobody connected (every 30 s).
async fn expire_rooms(shared: Arc<Shared>) {
    let mut tick = tokio::time::interval(Duration::from_secs(30));
    loop {
        tick.tick().await;
        let now = shared.now();
        let idle = shared.config.idle_room_ms;
        shared.rooms.lock().expect("rooms lock").retain(|_, cell| {
            let room = cell.room.lock().expect("room lock");
            let anyone = room.seats.iter().any(|s| s.connected) || cell.news.receiver_count() > 0;
            anyone || now.saturating_sub(room.last_active) < idle
        });
    }
}

async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    if shared.connections.load(Ordering::Relaxed) >= shared.config.max_connections {
        return (axum::http::StatusCode::SERVICE_UNAVAILABLE, "server full").into_response();
    }
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| connection(socket, shared))
}

/// One client's connection: its place (room and seat) and its message budget.
struct Conn {
    hello: bool,
    room: Option<Arc<RoomCell>>,
    /// The seats this connection plays (several people at one screen); none: watching.
    seats: Vec<u8>,
    news: Option<broadcast::Receiver<ServerMsg>>,
    budget: f64,
    last_refill: Instant,
}

async fn connection(socket: WebSocket, shared: Arc<Shared>) {
    shared.connections.fetch_add(1, Ordering::Relaxed);
    let (mut sink, mut stream) = socket.split();
    let mut conn = Conn {
        hello: false,
        room: None,
        seats: Vec::new(),
        news: None,
        budget: BURST,
        last_refill: Instant::now(),
    };
    loop {
        let outgoing: Vec<ServerMsg> = tokio::select! {
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    if !conn.can_spend() {
                        vec![ServerMsg::Error { message: "too many messages: slow down".into() }]
                    } else {
                        let thinks = conn.room.as_ref().is_some_and(|c| c.computers.load(Ordering::Relaxed));
                        let answer = if thinks {
                            let place = (conn.room.clone(), conn.seats.clone());
                            match answer_off_worker(&shared, conn, text.to_string()).await {
                                Some((back, answer)) => {
                                    conn = back;
                                    answer
                                }
                                None => {
                                    leave(&shared, place);
                                    return;
                                }
                            }
                        } else {
                            handle(&shared, &mut conn, text.as_str())
                        };
                        // A move the room took is answered through its news and costs nothing (a
                        // game's pace is the game's); everything answered directly does.
                        if !answer.is_empty() {
                            conn.spend();
                        }
                        answer
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    let bye = ServerMsg::Error { message: "binary frames are not spoken here".into() };
                    let _ = sink.send(Message::Text(bye.json().into())).await;
                    break;
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                // Closed, or a frame over the size limit, or a broken connection.
                _ => break,
            },
            news = next_news(&mut conn.news) => match news {
                Some(msg) => vec![for_these_seats(msg, &conn.seats)],
                None => { conn.news = None; continue }
            },
        };
        let mut failed = false;
        for msg in outgoing {
            if sink.send(Message::Text(msg.json().into())).await.is_err() {
                failed = true;
                break;
            }
        }
        if failed {
            break;
        }
    }
    leave(&shared, (conn.room, conn.seats));
}

/// Answers a message on a blocking thread (a computer may move after it), handing the connection
/// back; `None` if answering failed.
async fn answer_off_worker(
    shared: &Arc<Shared>,
    mut conn: Conn,
    text: String,
) -> Option<(Conn, Vec<ServerMsg>)> {
    let shared = shared.clone();
    tokio::task::spawn_blocking(move || {
        let answer = handle(&shared, &mut conn, &text);
        (conn, answer)
    })
    .await
    .ok()
}

/// A connection closed: a seat that drops keeps its place for the grace period; the others are told.
fn leave(shared: &Shared, (room, seats): (Option<Arc<RoomCell>>, Vec<u8>)) {
    if let Some(cell) = room {
        let now = shared.now();
        for seat in seats {
            cell.room
                .lock()
                .expect("room lock")
                .set_connected(seat, false, now);
            let _ = cell.news.send(ServerMsg::Presence {
                seat,
                connected: false,
                grace_ms: Some(shared.config.grace_ms),
            });
        }
    }
    shared.connections.fetch_sub(1, Ordering::Relaxed);
}

/// The legal actions go only to the seat that may take them (the others need not read them).
fn for_these_seats(mut msg: ServerMsg, seats: &[u8]) -> ServerMsg {
    if let ServerMsg::ToMove {
        seat: to_move,
        legal,
        ..
    } = &mut msg
        && !seats.contains(to_move)
    {
        legal.clear();
    }
    msg
}

/// The room's next news for this connection (a connection that fell behind gets the news it can).
async fn next_news(rx: &mut Option<broadcast::Receiver<ServerMsg>>) -> Option<ServerMsg> {
    let Some(rx) = rx.as_mut() else {
        return std::future::pending().await;
    };
    loop {
        match rx.recv().await {
            Ok(msg) => return Some(msg),
            Err(broadcast::error::RecvError::Lagged(_)) => continue,
            Err(broadcast::error::RecvError::Closed) => return None,
        }
    }
}

impl Conn {
    /// The seat a request is made for (the first this connection plays), if it plays one.
    fn acting_seat(&self) -> Option<u8> {
        self.seats.first().copied()
    }

    /// Is a message left in the budget (refilled at [`RATE`] a second up to [`BURST`])?
    fn can_spend(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last_refill).as_secs_f64() * RATE;
        self.budget = (self.budget + refill).min(BURST);
        self.last_refill = now;
        self.budget >= 1.0
    }

    fn spend(&mut self) {
        self.budget -= 1.0;
    }
}

fn refusal(e: impl std::fmt::Display) -> Vec<ServerMsg> {
    vec![ServerMsg::Refusal {
        reason: e.to_string(),
    }]
}

/// Answers one text message: what goes back to this client (the room's news goes to everyone).
fn handle(shared: &Shared, conn: &mut Conn, text: &str) -> Vec<ServerMsg> {
    let msg: ClientMsg = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => {
            return vec![ServerMsg::Error {
                message: format!("not a message of this game: {e}"),
            }];
        }
    };
    if !conn.hello {
        return match msg {
            ClientMsg::Hello { version } if version == PROTOCOL_VERSION => {
                conn.hello = true;
                vec![ServerMsg::Welcome {
                    version: PROTOCOL_VERSION,
                }]
            }
            ClientMsg::Hello { version } => vec![ServerMsg::Error {
                message: format!(
                    "this server speaks version {PROTOCOL_VERSION} of the protocol, not {version}"
                ),
            }],
            _ => vec![ServerMsg::Error {
                message: "say hello first".into(),
            }],
        };
    }
    match msg {
        ClientMsg::Hello { .. } => vec![ServerMsg::Error {
            message: "already greeted".into(),
        }],
        ClientMsg::Create {
            game,
            options,
            board,
            teams,
            time_limit_minutes,
            board_ron,
            seats,
            names,
            here,
        } => create(
            shared,
            conn,
            (&game, time_limit_minutes),
            ([options, board, teams], board_ron),
            &seats,
            (&names, &here),
        ),
        ClientMsg::Join {
            code,
            seat,
            watch,
            name,
        } => join(shared, conn, &code, (seat, watch), name.as_deref()),
        ClientMsg::Resume {
            code,
            token,
            last_event,
            also,
        } => resume(shared, conn, &code, (&token, &also), last_event),
        ClientMsg::Start => match (conn.room.clone(), conn.acting_seat()) {
            (Some(cell), Some(first)) => change(shared, &cell, true, |room, _| {
                let host = room.host();
                room.start_game(if conn.seats.contains(&host) {
                    host
                } else {
                    first
                })
            }),
            _ => refusal("join a room first"),
        },
        ClientMsg::HandOver { seat: gone } => match (conn.room.clone(), conn.acting_seat()) {
            (Some(cell), Some(seat)) => {
                cell.computers.store(true, Ordering::Relaxed);
                change(shared, &cell, true, |room, now| {
                    room.hand_to_computer(gone, seat, now, shared.config.grace_ms)
                })
            }
            _ => refusal("take a seat in a room first"),
        },
        ClientMsg::EndGame => match (conn.room.clone(), conn.acting_seat()) {
            (Some(cell), Some(seat)) => change(shared, &cell, false, |room, now| {
                room.end_by_choice(seat, now, shared.config.grace_ms)
            }),
            _ => refusal("take a seat in a room first"),
        },
        ClientMsg::Act { turn, action } => match (conn.room.clone(), conn.acting_seat()) {
            (Some(cell), Some(first)) => change(shared, &cell, false, |room, _| {
                // The seat to move, when this connection plays it.
                let seat = room
                    .game
                    .seat_to_move()
                    .filter(|s| conn.seats.contains(s))
                    .unwrap_or(first);
                room.act(seat, turn, &action)
            }),
            (Some(_), None) => refusal(RoomError::Watching),
            (None, _) => refusal("join a room first"),
        },
    }
}

/// A change to a room (`lobby`: its seats changed too): on success its news goes to everyone and
/// nothing to this client alone; a refusal goes back to this client.
fn change(
    shared: &Shared,
    cell: &RoomCell,
    lobby: bool,
    f: impl FnOnce(&mut Room, u64) -> Result<Vec<super::protocol::GameEvent>, RoomError>,
) -> Vec<ServerMsg> {
    let mut room = cell.room.lock().expect("room lock");
    let now = shared.now();
    room.tick(now);
    match f(&mut room, now) {
        Ok(events) => {
            room.last_active = now;
            if lobby {
                let _ = cell.news.send(room.lobby());
            }
            publish(shared, cell, &room, events);
            Vec::new()
        }
        Err(e) => refusal(e),
    }
}

/// Sends a room's new events, then who is to move or the end (and writes the finished record).
fn publish(shared: &Shared, cell: &RoomCell, room: &Room, events: Vec<super::protocol::GameEvent>) {
    for e in events {
        let _ = cell.news.send(ServerMsg::Event(e));
    }
    if let Some(end) = room.end() {
        if let (Some(dir), ServerMsg::End { record, .. }) = (&shared.config.records, &end) {
            // Named by the room's code (letters and digits only): nothing outside the folder.
            let path = dir.join(format!("{}.mehen", room.code));
            if let Err(e) = std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, record))
            {
                eprintln!("mehen: cannot write {}: {e}", path.display());
            }
        }
        let _ = cell.news.send(end);
    } else if let Some(to_move) = room.to_move() {
        let _ = cell.news.send(to_move);
    }
}

fn create(
    shared: &Shared,
    conn: &mut Conn,
    (game, time_limit): (&str, Option<u32>),
    ([options, board, teams], board_ron): ([String; 3], Option<String>),
    seats: &[SeatPlan],
    (names, here): (&[String], &[u8]),
) -> Vec<ServerMsg> {
    if conn.room.is_some() {
        return refusal("this connection is already in a room");
    }
    let Some(kind) = GameKind::from_name(game) else {
        return refusal(format!("`{game}` is not a game of Mehen"));
    };
    if !(2..=6).contains(&seats.len()) {
        return refusal("a game has 2 to 6 seats");
    }
    let mut rooms = shared.rooms.lock().expect("rooms lock");
    if rooms.len() >= shared.config.max_rooms {
        return refusal("the server has no room for another game now");
    }
    let seed = u64::from_le_bytes(random_bytes::<8>());
    let setup = Setup {
        kind,
        players: seats.len() as u8,
        options,
        board,
        teams,
        board_ron,
        seed,
    };
    let code = loop {
        let code = new_code();
        if !rooms.contains_key(&code) {
            break code;
        }
    };
    let mut room = match Room::new(code.clone(), setup, seats, shared.now()) {
        Ok(r) => r,
        Err(e) => return refusal(e),
    };
    if let Some(minutes) = time_limit
        && let Err(e) = room.set_time_limit(minutes, shared.config.minute_ms, shared.now())
    {
        return refusal(e);
    }
    for (seat, name) in names.iter().enumerate().take(seats.len()) {
        room.name_seat(seat as u8, name);
    }
    // The creator's seats: the ones named (each a remote seat, once), or the first remote one.
    let wanted: Vec<Option<u8>> = if here.is_empty() {
        vec![None]
    } else {
        here.iter().map(|&s| Some(s)).collect()
    };
    let mut taken = Vec::new();
    for want in wanted {
        let token = new_token();
        match room.take_seat(want, token.clone()) {
            Ok(seat) => taken.push(SeatToken { seat, token }),
            Err(e) => return refusal(e),
        }
    }
    let first = taken.remove(0);
    let (news, rx) = broadcast::channel(1024);
    let lobby = room.lobby();
    let cell = Arc::new(RoomCell {
        room: Mutex::new(room),
        news,
        computers: AtomicBool::new(seats.iter().any(|&s| s != SeatPlan::Remote)),
        timed: time_limit.is_some(),
    });
    rooms.insert(code.clone(), cell.clone());
    let mut mine = vec![first.seat];
    mine.extend(taken.iter().map(|t| t.seat));
    sit(conn, cell, mine, rx);
    vec![
        ServerMsg::Joined {
            code: show_code(&code),
            seat: Some(first.seat),
            token: Some(first.token),
            seed_hash: seed_hash(seed),
            also: taken,
        },
        lobby,
    ]
}

fn find(shared: &Shared, typed: &str) -> Option<Arc<RoomCell>> {
    let code = read_code(typed)?;
    shared.rooms.lock().expect("rooms lock").get(&code).cloned()
}

/// The room a connection joins or comes back to by its typed code (once: one room a connection).
fn room_to_enter(
    shared: &Shared,
    conn: &Conn,
    typed: &str,
) -> Result<Arc<RoomCell>, Vec<ServerMsg>> {
    if conn.room.is_some() {
        return Err(refusal("this connection is already in a room"));
    }
    find(shared, typed).ok_or_else(|| refusal(format!("no room {typed} on this server")))
}

/// The connection is in `cell`'s room, at `seats` (none: watching), hearing its news on `news`
/// (subscribed while the room was still locked, so nothing said after the answer is missed).
fn sit(conn: &mut Conn, cell: Arc<RoomCell>, seats: Vec<u8>, news: broadcast::Receiver<ServerMsg>) {
    conn.news = Some(news);
    conn.seats = seats;
    conn.room = Some(cell);
}

fn join(
    shared: &Shared,
    conn: &mut Conn,
    typed: &str,
    (seat, watch): (Option<u8>, bool),
    name: Option<&str>,
) -> Vec<ServerMsg> {
    let cell = match room_to_enter(shared, conn, typed) {
        Ok(cell) => cell,
        Err(refused) => return refused,
    };
    let mut room = cell.room.lock().expect("room lock");
    let (seat, token) = if watch {
        (None, None)
    } else {
        if room.started {
            return refusal(RoomError::AlreadyStarted);
        }
        let token = new_token();
        match room.take_seat(seat, token.clone()) {
            Ok(s) => {
                if let Some(name) = name {
                    room.name_seat(s, name);
                }
                (Some(s), Some(token))
            }
            Err(e) => return refusal(e),
        }
    };
    room.last_active = shared.now();
    let mut out = vec![ServerMsg::Joined {
        code: show_code(&room.code),
        seat,
        token,
        seed_hash: seed_hash(room.setup.seed),
        also: Vec::new(),
    }];
    let lobby = room.lobby();
    if seat.is_some() {
        let _ = cell.news.send(lobby.clone());
    }
    out.push(lobby);
    // A watcher arriving mid-game sees what happened so far.
    if watch && room.started {
        out.extend(room.catch_up(0));
        out.extend(room.end().or_else(|| room.to_move()));
    }
    let news = cell.news.subscribe();
    drop(room);
    sit(conn, cell, seat.into_iter().collect(), news);
    out
}

fn resume(
    shared: &Shared,
    conn: &mut Conn,
    typed: &str,
    (token, also): (&str, &[String]),
    last_event: u64,
) -> Vec<ServerMsg> {
    let cell = match room_to_enter(shared, conn, typed) {
        Ok(cell) => cell,
        Err(refused) => return refused,
    };
    let mut room = cell.room.lock().expect("room lock");
    let mut mine: Vec<SeatToken> = Vec::new();
    for t in std::iter::once(token)
        .chain(also.iter().map(String::as_str))
        .take(6)
    {
        match room.seat_of(t) {
            Ok(seat) if !mine.iter().any(|m| m.seat == seat) => mine.push(SeatToken {
                seat,
                token: t.to_string(),
            }),
            Ok(_) => {}
            Err(e) => return refusal(e),
        }
    }
    let seats: Vec<u8> = mine.iter().map(|m| m.seat).collect();
    let now = shared.now();
    for &seat in &seats {
        room.set_connected(seat, true, now);
        let _ = cell.news.send(ServerMsg::Presence {
            seat,
            connected: true,
            grace_ms: None,
        });
    }
    room.last_active = now;
    let mut out = vec![
        ServerMsg::Joined {
            code: show_code(&room.code),
            seat: Some(seats[0]),
            token: Some(token.to_string()),
            seed_hash: seed_hash(room.setup.seed),
            also: mine.split_off(1),
        },
        room.lobby(),
    ];
    out.extend(room.catch_up(last_event));
    out.extend(room.end().or_else(|| room.to_move()));
    let news = cell.news.subscribe();
    drop(room);
    sit(conn, cell, seats, news);
    out
}
