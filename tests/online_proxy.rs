//! Several server processes behind HAProxy, their rooms in Redis, over loopback only (127.0.0.1),
//! bounded: the test starts its own `redis-server`, three `mehen serve --store redis://...`
//! processes and `haproxy` with `deploy/haproxy.cfg` (its ports moved to free ones, without TLS).
//! A game of each of the six games is played through the proxy by headless clients; the process
//! holding the most rooms is killed mid-game (`kill -9`), then started again. Every game must
//! finish, every seat's client with the same record and events, every throw the seed's. How long the
//! killed process's rooms took to play their next event is printed (README: the room's return).
//!
//! Skipped, with a message, where `redis-server` or `haproxy` is not installed (`.ci/run` installs
//! both).

mod online_support;

use mehen::online::client::{ClientOutcome, ClientPlan, play};
use online_support::proxy::{Daemon, free_port, haproxy, redis};
use online_support::{equal_and_fair, guest_of, novice_host, runtime, serve_process_with};
use std::process::Child;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

fn server(port: u16, store: &str) -> Child {
    let args = [
        "--store",
        store,
        // deploy/haproxy.cfg sends each player's address first.
        "--proxy-protocol",
        "--per-address-connections",
        "10000",
        "--per-address-rooms",
        "10000",
        "--per-address-failures",
        "10000",
    ];
    let args: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
    serve_process_with(port, &args)
}

/// The rooms a server process runs now, from its `/metrics` (none if it does not answer), asked
/// straight, with the PROXY header the process expects first.
fn rooms_on(port: u16) -> u64 {
    use std::io::{Read, Write};
    let Ok(mut tcp) = std::net::TcpStream::connect(("127.0.0.1", port)) else {
        return 0;
    };
    let _ = tcp.write_all(&online_support::proxy::local_proxy_header());
    let _ = tcp.write_all(b"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    let mut page = String::new();
    let _ = tcp.read_to_string(&mut page);
    page.lines()
        .find_map(|l| l.strip_prefix("mehen_rooms "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0)
}

const GAMES: [(&str, u8); 6] = online_support::EVERY_GAME;

type Game = tokio::task::JoinHandle<Result<ClientOutcome, mehen::online::client::ClientError>>;

/// A room's clients, and the times its events arrived.
struct Room {
    code: String,
    clients: Vec<Game>,
    events: Receiver<(u64, Instant)>,
    seen: Vec<Instant>,
}

impl Room {
    fn heard(&mut self) -> usize {
        while let Ok((_, at)) = self.events.try_recv() {
            self.seen.push(at);
        }
        self.seen.len()
    }
}

/// A room of `game` created through the proxy at `front`, its seats' clients started.
fn start_room(front: u16, n: usize, game: &str, players: u8) -> Room {
    let (tell_event, events) = std::sync::mpsc::channel();
    let url = format!("ws://127.0.0.1:{front}/ws");
    // A person's pace, so the games are under way when a process dies.
    let pace = Duration::from_millis(40);
    let (mut host, code) = novice_host(
        ClientPlan::new(url, 500 + n as u64),
        (game, players),
        pace,
        n.is_multiple_of(2),
    );
    host.timeout = Duration::from_secs(60);
    host.on_event = Some(tell_event);
    let mut clients = vec![tokio::spawn(play(host.clone()))];
    let code = code
        .recv_timeout(Duration::from_secs(10))
        .expect("the room's code");
    for p in 1..players {
        let seed = 600 + (n * 10) as u64 + u64::from(p);
        clients.push(tokio::spawn(play(guest_of(&host, &code, seed))));
    }
    Room {
        code,
        clients,
        events,
        seen: Vec::new(),
    }
}

/// Waits (bounded) until every room still playing has heard `more` events past what it had.
fn progress(rooms: &mut [Room], more: usize, what: &str) {
    let from: Vec<usize> = rooms.iter_mut().map(Room::heard).collect();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let mut behind = 0;
        for (room, &from) in rooms.iter_mut().zip(&from) {
            let over = room.clients.iter().all(|c| c.is_finished());
            if room.heard() < from + more && !over {
                behind += 1;
            }
        }
        if behind == 0 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{what}: {behind} rooms stood still for 30 s"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Watches every room through the proxy (a connection routed by its code) until the server on
/// `port` runs some of them again (bounded: the proxy sees it up within a few checks); how many.
async fn watch_until_back(front: u16, codes: &[String], port: u16) -> u64 {
    use mehen::online::protocol::{ClientMsg, PROTOCOL_VERSION, read_code, split_code};
    for _ in 0..40 {
        for code in codes {
            let code = read_code(code).unwrap();
            let room = split_code(&code).0;
            let url = format!("ws://127.0.0.1:{front}/ws?room={room}");
            let mut watcher = online_support::Raw::open_url(&url).await;
            watcher
                .say(ClientMsg::Hello {
                    version: PROTOCOL_VERSION,
                })
                .await;
            watcher
                .say(ClientMsg::Join {
                    code: room.to_owned(),
                    seat: None,
                    watch: true,
                    name: None,
                })
                .await;
            // Joined, or refused once the game is over and gone.
            let _ = watcher.next().await;
            let _ = watcher.next().await;
        }
        let back = rooms_on(port);
        if back > 0 {
            return back;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    0
}

/// Watchers of room `code` connecting to each process directly, as routed for `routed_for`
/// (another room, or the code spelled otherwise, which the proxy may hash elsewhere): how many were
/// let in.
async fn watchers_answered(ports: &[u16], code: &str, routed_for: &str) -> usize {
    use mehen::online::protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg, read_code, split_code};
    let whole = read_code(code).unwrap();
    let code = split_code(&whole).0;
    let mut answered = 0;
    for port in ports {
        let url = format!("ws://127.0.0.1:{port}/ws?room={routed_for}");
        let header = online_support::proxy::local_proxy_header();
        let mut watcher = online_support::Raw::open_url_after(&url, *port, &header).await;
        watcher
            .say(ClientMsg::Hello {
                version: PROTOCOL_VERSION,
            })
            .await;
        let _ = watcher.next().await;
        watcher
            .say(ClientMsg::Join {
                code: code.to_owned(),
                seat: None,
                watch: true,
                name: None,
            })
            .await;
        if matches!(watcher.next().await, Some(ServerMsg::Joined { .. })) {
            answered += 1;
        }
    }
    answered
}

#[test]
fn games_through_the_proxy_finish_when_their_server_dies_and_comes_back() {
    let Some((_redis, redis_port)) = redis() else {
        eprintln!("skipped: redis-server is not installed (apt-get install redis-server)");
        return;
    };
    let store = format!("redis://127.0.0.1:{redis_port}");
    let ports: Vec<u16> = (0..3).map(|_| free_port()).collect();
    let mut servers: Vec<Daemon> = ports.iter().map(|&p| Daemon(server(p, &store))).collect();
    let dir = std::env::temp_dir().join(format!("mehen-proxy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let front = free_port();
    let Some(_proxy) = haproxy(front, &ports, &dir) else {
        eprintln!("skipped: haproxy is not installed (apt-get install haproxy)");
        return;
    };
    let rt = runtime();
    let _in_runtime = rt.enter();
    let mut rooms: Vec<Room> = GAMES
        .iter()
        .enumerate()
        .map(|(n, (game, players))| start_room(front, n, game, *players))
        .collect();
    progress(&mut rooms, 6, "before the kill");
    // The process running the most rooms dies mid-game.
    let (victim, held) = ports
        .iter()
        .enumerate()
        .map(|(i, &p)| (i, rooms_on(p)))
        .max_by_key(|&(_, n)| n)
        .unwrap();
    assert!(held > 0, "the rooms are spread over the servers");
    let killed = Instant::now();
    servers[victim].0.kill().unwrap();
    servers[victim].0.wait().unwrap();
    let before: Vec<usize> = rooms.iter_mut().map(Room::heard).collect();
    progress(&mut rooms, 3, "after the kill");
    let back = rooms
        .iter()
        .zip(&before)
        .filter_map(|(r, &n)| r.seen.get(n))
        .map(|at| at.duration_since(killed))
        .max()
        .unwrap_or_default();
    println!(
        "{held} rooms' server killed: their next event {} ms after the kill",
        back.as_millis()
    );
    // Started again, it takes its rooms back from the others (each asked to give them up) as
    // connections for them come through the proxy.
    servers[victim] = Daemon(server(ports[victim], &store));
    let codes: Vec<String> = rooms.iter().map(|r| r.code.clone()).collect();
    let taken_back = rt.block_on(watch_until_back(front, &codes, ports[victim]));
    println!("{taken_back} rooms taken back by the server started again");
    assert!(
        taken_back > 0,
        "the server started again took its rooms back"
    );
    progress(&mut rooms, 3, "after the restart");
    // A stranger who knows a room's code cannot move it: asked by a connection routed for
    // another room, only the process holding it answers.
    let mehen = &rooms[0];
    if !mehen.clients.iter().any(|c| c.is_finished()) {
        let code = mehen::online::protocol::read_code(&mehen.code).unwrap();
        let lower = mehen::online::protocol::split_code(&code).0.to_lowercase();
        for routed_for in ["AAAAAA", lower.as_str()] {
            let answered = rt.block_on(watchers_answered(&ports, &mehen.code, routed_for));
            assert_eq!(
                answered, 1,
                "only the room's process lets a watcher routed for {routed_for} in"
            );
        }
    }
    let results = rt.block_on(finish(rooms));
    drop(servers);
    let _ = std::fs::remove_dir_all(&dir);
    equal_and_fair(&GAMES, results);
}

/// Every room's clients played to the end (bounded), their outcomes by room.
async fn finish(rooms: Vec<Room>) -> Vec<Vec<ClientOutcome>> {
    let mut results = Vec::new();
    for (room, (game, _)) in rooms.into_iter().zip(GAMES) {
        let mut outcomes = Vec::new();
        for client in room.clients {
            let done = tokio::time::timeout(Duration::from_secs(240), client)
                .await
                .unwrap_or_else(|_| panic!("{game}: the game ended within 4 minutes"));
            outcomes.push(done.unwrap().unwrap_or_else(|e| panic!("{game}: {e}")));
        }
        results.push(outcomes);
    }
    results
}
