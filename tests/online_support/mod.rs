//! What the online tests share: a server on 127.0.0.1, a runtime, a headless client's plan, and a
//! raw WebSocket client that says exactly what a test tells it.

#![allow(
    dead_code,
    reason = "each test binary uses its own part of the helpers"
)]

pub mod proxy;

use futures_util::{SinkExt, StreamExt};
use mehen::online::client::{ClientOutcome, ClientPlan};
use mehen::online::protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
use mehen::online::server::{ServerConfig, start_in_background};
use std::net::SocketAddr;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

pub fn server(config: ServerConfig) -> SocketAddr {
    start_in_background("127.0.0.1:0".parse().unwrap(), config).expect("a server on loopback")
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
}

pub fn plan(addr: SocketAddr, seed: u64) -> ClientPlan {
    ClientPlan::new(format!("ws://{addr}"), seed)
}

/// A raw connection for the tests that send what a client would not.
pub struct Raw {
    pub sink: futures_util::stream::SplitSink<
        tokio_tungstenite::WebSocketStream<
            tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
        >,
        Message,
    >,
    pub stream: futures_util::stream::SplitStream<
        tokio_tungstenite::WebSocketStream<
            tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
        >,
    >,
}

impl Raw {
    pub async fn open(addr: SocketAddr) -> Raw {
        Raw::open_url(&format!("ws://{addr}/ws")).await
    }

    pub async fn open_url(url: &str) -> Raw {
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        let (sink, stream) = socket.split();
        Raw { sink, stream }
    }

    /// A connection to `url` on `port` (loopback) that sends `first` before its WebSocket
    /// handshake (a PROXY header, as a proxy would).
    pub async fn open_url_after(url: &str, port: u16, first: &[u8]) -> Raw {
        use tokio::io::AsyncWriteExt;
        let mut tcp = tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .unwrap();
        tcp.write_all(first).await.unwrap();
        let tcp = tokio_tungstenite::MaybeTlsStream::Plain(tcp);
        let (socket, _) = tokio_tungstenite::client_async(url, tcp).await.unwrap();
        let (sink, stream) = socket.split();
        Raw { sink, stream }
    }

    pub async fn send(&mut self, text: &str) {
        self.sink.send(Message::Text(text.into())).await.unwrap();
    }

    pub async fn say(&mut self, m: ClientMsg) {
        self.send(&m.json()).await;
    }

    /// The next message, or `None` once the server closed the connection.
    pub async fn next(&mut self) -> Option<ServerMsg> {
        loop {
            let got = tokio::time::timeout(Duration::from_secs(10), self.stream.next())
                .await
                .expect("an answer within 10 s");
            match got {
                Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(&t).unwrap()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    /// Messages until one matches.
    pub async fn until(&mut self, wanted: impl Fn(&ServerMsg) -> bool) -> ServerMsg {
        for _ in 0..10_000 {
            let m = self.next().await.expect("the connection stays open");
            if wanted(&m) {
                return m;
            }
        }
        panic!("never came");
    }

    /// The legal actions of the next `to_move` that asks for an action (not a throw).
    pub async fn legal_when_choosing(&mut self) -> Vec<String> {
        let choosing = |m: &ServerMsg| {
            matches!(
                m,
                ServerMsg::ToMove {
                    throw_due: false,
                    ..
                }
            )
        };
        match self.until(choosing).await {
            ServerMsg::ToMove { legal, .. } => legal,
            _ => unreachable!(),
        }
    }

    pub async fn hello(addr: SocketAddr) -> Raw {
        let mut raw = Raw::open(addr).await;
        raw.say(ClientMsg::Hello {
            version: PROTOCOL_VERSION,
        })
        .await;
        assert!(matches!(raw.next().await, Some(ServerMsg::Welcome { .. })));
        raw
    }
}

/// A TCP relay on 127.0.0.1 in front of the server whose connections can be cut, as a network drop
/// would.
pub struct Relay {
    pub addr: SocketAddr,
    open: std::sync::Arc<std::sync::Mutex<Vec<tokio::task::AbortHandle>>>,
}

impl Relay {
    pub async fn to(server: SocketAddr) -> Relay {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let open = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let handles = open.clone();
        tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                let task = tokio::spawn(async move {
                    // A server down (being restarted) refuses: the client sees its connection drop.
                    if let Ok(mut outbound) = tokio::net::TcpStream::connect(server).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    }
                });
                let mut open = handles.lock().unwrap();
                open.retain(|h: &tokio::task::AbortHandle| !h.is_finished());
                open.push(task.abort_handle());
            }
        });
        Relay { addr, open }
    }

    /// Drops every connection through the relay (new ones still pass).
    pub fn cut(&self) {
        for h in self.open.lock().unwrap().drain(..) {
            h.abort();
        }
    }

    /// Drops the `n`th connection still open (counted round), if any: whether one was dropped.
    pub fn cut_one(&self, n: usize) -> bool {
        let mut open = self.open.lock().unwrap();
        open.retain(|h| !h.is_finished());
        if open.is_empty() {
            return false;
        }
        let i = n % open.len();
        open.swap_remove(i).abort();
        true
    }
}

/// `mehen serve` as a process of its own on 127.0.0.1:`port`, keeping its rooms in `data`; waits
/// until it listens.
pub fn serve_process(port: u16, data: &std::path::Path) -> std::process::Child {
    serve_process_with(port, &["--data".as_ref(), data.as_os_str()])
}

/// `mehen serve` as a process of its own on 127.0.0.1:`port` with `more` arguments; waits until it
/// listens.
pub fn serve_process_with(port: u16, more: &[&std::ffi::OsStr]) -> std::process::Child {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mehen"))
        .args([
            "serve",
            "--addr",
            &format!("127.0.0.1:{port}"),
            "--threads",
            "1",
        ])
        .args(more)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("mehen serve starts");
    let mut lines = std::io::BufReader::new(child.stderr.take().unwrap()).lines();
    for line in lines.by_ref().take(20) {
        if line
            .expect("the server's output")
            .contains("serving online games")
        {
            break;
        }
    }
    // Its later lines are not read: they go nowhere rather than fill the pipe.
    std::thread::spawn(move || lines.for_each(drop));
    child
}

/// Each game's seats ended with one record and one list of events, every position checked, and
/// the record is the one the seed's throws give.
pub fn equal_and_fair(games: &[(&str, u8)], results: Vec<Vec<ClientOutcome>>) {
    for (&(game, players), outcomes) in games.iter().zip(results) {
        let first = &outcomes[0];
        for o in &outcomes {
            assert_eq!(o.record, first.record, "{game}: one record for everyone");
            assert_eq!(o.events, first.events, "{game}: one list of events");
            assert_eq!(
                o.checked as usize,
                o.events.len(),
                "{game}: every position checked"
            );
        }
        throws_are_the_seeds(game, players, first);
    }
}

/// The game's record is the one its seed's throws give, from the first event to the last.
pub fn throws_are_the_seeds(game: &str, players: u8, outcome: &ClientOutcome) {
    let kind = mehen::rules::GameKind::from_name(game).unwrap();
    assert_eq!(
        replay_offline(kind, players, outcome),
        outcome.record,
        "{game}"
    );
}

/// The same game offline: the room's setup and seed, the same events in order; its record.
pub fn replay_offline(
    kind: mehen::rules::GameKind,
    players: u8,
    outcome: &ClientOutcome,
) -> String {
    let setup = mehen::play::setup::Setup {
        kind,
        players,
        options: String::new(),
        board: "classic".into(),
        teams: String::new(),
        board_ron: None,
        seed: outcome.seed,
    };
    let record = mehen::online::room::replay_events(&setup, &outcome.events)
        .expect("the events replay offline")
        .record_text();
    mehen::online::room::with_seed(record, outcome.seed)
}

/// A game of each of the six, for two people.
pub const EVERY_GAME: [(&str, u8); 6] = [
    ("mehen", 2),
    ("hyena", 2),
    ("senet-kendall", 2),
    ("senet-houses", 2),
    ("family-mehen", 2),
    ("bak-amen", 2),
];

/// `plan` made the host of a room of `game` for `players` people, played by the Novice at a
/// person's pace (`think` a move) and reconnecting for a minute; half the rooms (`invite_only`)
/// give seats by invitation. The room's code (the whole code by invitation) comes on the receiver.
pub fn novice_host(
    mut plan: ClientPlan,
    (game, players): (&str, u8),
    think: Duration,
    invite_only: bool,
) -> (ClientPlan, std::sync::mpsc::Receiver<String>) {
    let (tell, code) = std::sync::mpsc::channel();
    plan.create = Some((
        game.into(),
        vec![mehen::online::protocol::SeatPlan::Remote; players.into()],
        String::new(),
    ));
    plan.on_code = Some(tell);
    plan.level = Some(mehen::ai::Level::Novice);
    plan.think = think;
    plan.retry_for = Duration::from_secs(60);
    plan.invite_only = invite_only;
    (plan, code)
}

/// A guest of `host`'s room: the same pace, joining with `code`, its own `seed`.
pub fn guest_of(host: &ClientPlan, code: &str, seed: u64) -> ClientPlan {
    let mut guest = host.clone();
    guest.create = None;
    guest.on_code = None;
    guest.on_event = None;
    guest.join = Some(code.to_owned());
    guest.seed = seed;
    guest
}
