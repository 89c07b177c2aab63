//! Online play under faults and strangers, over loopback only (127.0.0.1), each test bounded: a seat
//! resumed while its old connection lives, a reader that falls behind, connections that never
//! speak or never upgrade, one address creating rooms or guessing codes, a panic inside one room,
//! and a room of Experts thinking beside a room being measured.

mod online_support;

use futures_util::StreamExt;
use mehen::online::client::{ClientOutcome, play};
use mehen::online::protocol::{ClientMsg, SeatPlan, ServerMsg};
use mehen::online::server::ServerConfig;
use mehen::online::server::limits::AddressLimits;
use online_support::proxy::free_port;
use online_support::{Raw, plan, runtime, serve_process, server, throws_are_the_seeds};
use std::net::SocketAddr;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

fn create(game: &str, seats: Vec<SeatPlan>) -> ClientMsg {
    ClientMsg::Create {
        game: game.into(),
        options: String::new(),
        board: "classic".into(),
        teams: String::new(),
        time_limit_minutes: None,
        board_ron: None,
        seats,
        names: Vec::new(),
        here: Vec::new(),
        invite_only: false,
    }
}

fn join(code: &str, watch: bool) -> ClientMsg {
    ClientMsg::Join {
        code: code.into(),
        seat: None,
        watch,
        name: None,
    }
}

/// A Senet room of two people, started: the host's and the guest's connections, the code, the
/// guest's token.
async fn two_people(addr: SocketAddr) -> (Raw, Raw, String, String) {
    let mut host = Raw::hello(addr).await;
    host.say(create("senet-kendall", vec![SeatPlan::Remote; 2]))
        .await;
    let Some(ServerMsg::Joined { code, .. }) = host.next().await else {
        panic!("the room is made");
    };
    let mut guest = Raw::hello(addr).await;
    guest.say(join(&code, false)).await;
    let Some(ServerMsg::Joined {
        token: Some(token), ..
    }) = guest.next().await
    else {
        panic!("the guest is seated");
    };
    host.until(|m| matches!(m, ServerMsg::Lobby { seats, .. } if seats.iter().all(|s| s.taken)))
        .await;
    host.say(ClientMsg::Start).await;
    host.until(|m| matches!(m, ServerMsg::ToMove { .. })).await;
    (host, guest, code, token)
}

/// Two headless players in a new Senet room, each waiting `think` before a move: their games.
fn senet_pair(
    addr: SocketAddr,
    seeds: (u64, u64),
    think: Duration,
) -> (
    tokio::task::JoinHandle<Result<ClientOutcome, mehen::online::client::ClientError>>,
    tokio::task::JoinHandle<Result<ClientOutcome, mehen::online::client::ClientError>>,
) {
    let (tell, code) = std::sync::mpsc::channel();
    let mut a = plan(addr, seeds.0);
    a.create = Some((
        "senet-kendall".into(),
        vec![SeatPlan::Remote; 2],
        String::new(),
    ));
    a.on_code = Some(tell);
    a.think = think;
    let a = tokio::spawn(play(a));
    let mut b = plan(addr, seeds.1);
    b.join = Some(code.recv_timeout(Duration::from_secs(10)).unwrap());
    b.think = think;
    (a, tokio::spawn(play(b)))
}

#[test]
fn a_resume_takes_the_seat_from_its_old_connection_which_then_speaks_for_nobody() {
    let addr = server(ServerConfig::default());
    runtime().block_on(async {
        let (mut host, mut guest, code, token) = two_people(addr).await;
        // The guest's seat comes back on a second connection while the first is still open.
        let mut again = Raw::hello(addr).await;
        again
            .say(ClientMsg::Resume {
                code,
                token,
                last_event: 0,
                also: Vec::new(),
            })
            .await;
        assert!(matches!(
            again.next().await,
            Some(ServerMsg::Joined { seat: Some(1), .. })
        ));
        // The old connection is told why and closed: it can no longer act for the seat.
        let bye = guest
            .until(|m| matches!(m, ServerMsg::Closing { .. }))
            .await;
        assert!(
            matches!(&bye, ServerMsg::Closing { resume: false, reason } if reason.contains("took this seat")),
            "{bye:?}"
        );
        assert!(guest.next().await.is_none(), "the old connection is closed");
        // Senet's Black (the guest) throws first, from the new connection; the host sees the
        // seat come back and the throw, and never hears the seat is gone.
        again
            .say(ClientMsg::Act {
                turn: 0,
                action: "throw".into(),
            })
            .await;
        let mut heard = Vec::new();
        loop {
            let m = host.next().await.expect("the host stays connected");
            let done = matches!(&m, ServerMsg::Event(e) if e.n == 1);
            heard.push(m);
            if done {
                break;
            }
        }
        assert!(
            heard.iter().any(|m| matches!(m, ServerMsg::Presence { seat: 1, connected: true, .. })),
            "{heard:?}"
        );
        assert!(
            !heard.iter().any(|m| matches!(m, ServerMsg::Presence { connected: false, .. })),
            "{heard:?}"
        );
    });
}

/// A WebSocket to `addr` whose socket takes in little at a time (a slow reader's).
async fn small_window(addr: SocketAddr) -> Raw {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let tcp = socket.connect(addr).await.unwrap();
    let (ws, _) = tokio_tungstenite::client_async(
        format!("ws://{addr}/ws"),
        tokio_tungstenite::MaybeTlsStream::Plain(tcp),
    )
    .await
    .unwrap();
    let (sink, stream) = ws.split();
    Raw { sink, stream }
}

/// Reads a watcher's messages to the end or to the server letting it go: the events' numbers, and
/// whether the game's end came.
async fn read_all(watcher: &mut Raw) -> (Vec<u64>, bool) {
    let mut numbers = Vec::new();
    while let Some(m) = watcher.next().await {
        match m {
            ServerMsg::Event(e) => numbers.push(e.n),
            ServerMsg::End { .. } => return (numbers, true),
            ServerMsg::Closing { .. } => break,
            _ => {}
        }
    }
    (numbers, false)
}

#[test]
fn a_reader_that_falls_behind_is_closed_never_skipped_and_catches_up_when_it_comes_back() {
    let addr = server(ServerConfig::default());
    let rt = runtime();
    let (numbers, ended) = rt.block_on(async {
        let (tell, code) = std::sync::mpsc::channel();
        let mut host = plan(addr, 3);
        host.create = Some(("hyena".into(), vec![SeatPlan::Remote; 4], String::new()));
        host.on_code = Some(tell);
        let mut players = vec![tokio::spawn(play(host))];
        let code = code.recv_timeout(Duration::from_secs(10)).unwrap();
        let mut watcher = small_window(addr).await;
        watcher
            .say(ClientMsg::Hello {
                version: mehen::online::protocol::PROTOCOL_VERSION,
            })
            .await;
        watcher.say(join(&code, true)).await;
        for n in 1..4 {
            let mut p = plan(addr, 30 + n);
            p.join = Some(code.clone());
            players.push(tokio::spawn(play(p)));
        }
        // The watcher reads nothing while the whole game is played.
        let mut last = None;
        for p in players {
            last = Some(p.await.unwrap().expect("every player's game ends"));
        }
        let outcome: ClientOutcome = last.unwrap();
        let (mut numbers, mut ended) = read_all(&mut watcher).await;
        // Every event it saw came in order, none missing; if it was let go, it comes back and is
        // caught up from the start.
        let seen: Vec<u64> = (1..=numbers.len() as u64).collect();
        assert_eq!(numbers, seen, "the events a slow reader saw have no gap");
        eprintln!(
            "the slow reader saw {} of {} events, then {}",
            numbers.len(),
            outcome.events.len(),
            if ended { "the end" } else { "was let go" }
        );
        if !ended {
            let mut back = Raw::hello(addr).await;
            back.say(join(&code, true)).await;
            (numbers, ended) = read_all(&mut back).await;
        }
        assert_eq!(numbers.len(), outcome.events.len());
        (numbers, ended)
    });
    assert!(ended, "the game's end reached the watcher");
    let all: Vec<u64> = (1..=numbers.len() as u64).collect();
    assert_eq!(numbers, all);
}

#[test]
fn connections_that_never_upgrade_or_never_enter_a_room_are_counted_and_closed() {
    let addr = server(ServerConfig {
        per_address: AddressLimits {
            connections: 3,
            ..AddressLimits::default()
        },
        header_timeout_ms: 400,
        entry_timeout_ms: 400,
        ..ServerConfig::default()
    });
    runtime().block_on(async {
        // Three bare TCP connections that never send a byte fill this address's places.
        let mut bare = Vec::new();
        for _ in 0..3 {
            bare.push(tokio::net::TcpStream::connect(addr).await.unwrap());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        let refused = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await;
        assert!(refused.is_err(), "a fourth connection from the address");
        // Their headers never came: the server closes them, and the places are free again.
        for tcp in &mut bare {
            let mut byte = [0u8; 1];
            let read = tokio::time::timeout(Duration::from_secs(5), async {
                tcp.readable().await.unwrap();
                tcp.try_read(&mut byte)
            })
            .await
            .expect("closed by the server within its header timeout");
            assert!(matches!(read, Ok(0) | Err(_)), "{read:?}");
        }
        drop(bare);
        tokio::time::sleep(Duration::from_millis(50)).await;
        // A WebSocket that greets and then asks for no room is let go, told why.
        let mut idle = Raw::hello(addr).await;
        let bye = tokio::time::timeout(Duration::from_secs(5), idle.next())
            .await
            .expect("the server does not wait for ever");
        assert!(
            matches!(&bye, Some(ServerMsg::Closing { resume: false, .. })),
            "{bye:?}"
        );
        assert!(idle.next().await.is_none());
    });
}

#[test]
fn a_connection_silent_past_the_limit_is_closed() {
    let addr = server(ServerConfig {
        silence_ms: 600,
        ..ServerConfig::default()
    });
    runtime().block_on(async {
        let mut quiet = Raw::hello(addr).await;
        quiet.say(create("hyena", vec![SeatPlan::Remote; 2])).await;
        // It reads nothing (so it answers no ping) for a while: then it finds its connection shut.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let mut closed = false;
        for _ in 0..10 {
            match tokio::time::timeout(Duration::from_secs(5), quiet.stream.next()).await {
                Ok(Some(Ok(Message::Close(_))) | None | Some(Err(_))) => {
                    closed = true;
                    break;
                }
                Ok(Some(Ok(_))) => continue,
                Err(_) => break,
            }
        }
        assert!(closed, "a silent connection is closed");
    });
}

/// A room whose seats are by invitation: its code lets a stranger watch, never sit; the whole code
/// seats a friend; the host coming back before the start is given the whole code again; a wrong
/// invitation is a failed try like a wrong code.
#[test]
fn seats_by_invitation_need_the_whole_code_and_the_room_code_only_lets_a_person_watch() {
    let addr = server(ServerConfig {
        per_address: AddressLimits {
            failures_per_minute: 3,
            ..AddressLimits::default()
        },
        ..ServerConfig::default()
    });
    runtime().block_on(async {
        let mut host = Raw::hello(addr).await;
        let mut ask = create("hyena", vec![SeatPlan::Remote; 2]);
        if let ClientMsg::Create { invite_only, .. } = &mut ask {
            *invite_only = true;
        }
        host.say(ask).await;
        let Some(ServerMsg::Joined {
            code,
            token: Some(token),
            invite: Some(whole),
            ..
        }) = host.next().await
        else {
            panic!("the room is made and its host given the whole code");
        };
        assert!(whole.starts_with(&code) && whole.len() == 15, "{whole}");
        let lobby = host.next().await;
        assert!(
            matches!(lobby, Some(ServerMsg::Lobby { invite_only: true, .. })),
            "{lobby:?}"
        );
        let mut stranger = Raw::hello(addr).await;
        for typed in [code.clone(), format!("{code}-AAA-AAA")] {
            stranger.say(join(&typed, false)).await;
            let no = stranger.next().await;
            assert!(
                matches!(&no, Some(ServerMsg::Refusal { reason }) if reason.contains("by invitation")),
                "{typed}: {no:?}"
            );
        }
        stranger.say(join(&code, true)).await;
        let watching = stranger.next().await;
        assert!(
            matches!(watching, Some(ServerMsg::Joined { seat: None, .. })),
            "{watching:?}"
        );
        let mut back = Raw::hello(addr).await;
        back.say(ClientMsg::Resume {
            code: code.clone(),
            token,
            last_event: 0,
            also: Vec::new(),
        })
        .await;
        let again = back.next().await;
        assert!(
            matches!(&again, Some(ServerMsg::Joined { invite: Some(w), .. }) if *w == whole),
            "{again:?}"
        );
        let mut friend = Raw::hello(addr).await;
        friend.say(join(&whole.to_lowercase(), false)).await;
        let seated = friend.next().await;
        assert!(
            matches!(seated, Some(ServerMsg::Joined { seat: Some(1), .. })),
            "{seated:?}"
        );
        // The two refusals above were failed tries: one more, and the address must wait.
        let mut guesser = Raw::hello(addr).await;
        guesser.say(join(&format!("{code}-BBB-BBB"), false)).await;
        let _ = guesser.next().await;
        guesser.say(join(&code, true)).await;
        let refused = guesser.next().await;
        assert!(
            matches!(&refused, Some(ServerMsg::Refusal { reason }) if reason.contains("too many tries")),
            "{refused:?}"
        );
    });
}

/// `raw` asks for one more room, past its address's allowance: refused.
async fn refused_another_room(raw: &mut Raw) {
    raw.say(create("senet-kendall", vec![SeatPlan::Remote; 2]))
        .await;
    let refused = raw.next().await;
    assert!(
        matches!(&refused, Some(ServerMsg::Refusal { reason }) if reason.contains("too many games")),
        "{refused:?}"
    );
}

#[test]
fn one_address_can_neither_fill_the_server_with_rooms_nor_guess_codes() {
    let addr = server(ServerConfig {
        per_address: AddressLimits {
            rooms_per_minute: 3,
            failures_per_minute: 5,
            ..AddressLimits::default()
        },
        ..ServerConfig::default()
    });
    runtime().block_on(async {
        let mut codes = Vec::new();
        for _ in 0..3 {
            let mut host = Raw::hello(addr).await;
            host.say(create("senet-kendall", vec![SeatPlan::Remote; 2]))
                .await;
            let Some(ServerMsg::Joined { code, .. }) = host.next().await else {
                panic!("a room");
            };
            codes.push((code, host));
        }
        refused_another_room(&mut Raw::hello(addr).await).await;
        // Guessing: five wrong codes, then even a right one is refused, on a new connection too.
        let mut guesser = Raw::hello(addr).await;
        for guess in ["AAA-AAA", "BBB-BBB", "CCC-CCC", "DDD-DDD", "EEE-EEE"] {
            guesser.say(join(guess, true)).await;
            let no = guesser.next().await;
            assert!(
                matches!(&no, Some(ServerMsg::Refusal { reason }) if reason.contains("no room")),
                "{no:?}"
            );
        }
        let mut fresh = Raw::hello(addr).await;
        fresh.say(join(&codes[0].0, true)).await;
        let refused = fresh.next().await;
        assert!(
            matches!(&refused, Some(ServerMsg::Refusal { reason }) if reason.contains("too many tries")),
            "{refused:?}"
        );
    });
}

/// A connection as HAProxy sends it to a server run with `--proxy-protocol`: the PROXY header naming
/// the player's address `from` (loopback addresses, only written in the header), then the
/// WebSocket, greeted.
async fn proxied_hello(addr: SocketAddr, from: &str) -> Raw {
    use mehen::online::protocol::PROTOCOL_VERSION;
    use ppp::v2::{Builder, Command, Protocol, Version};
    let from: SocketAddr = format!("{from}:40000").parse().unwrap();
    let header = Builder::with_addresses(
        Version::Two | Command::Proxy,
        Protocol::Stream,
        (from, addr),
    )
    .build()
    .unwrap();
    let url = format!("ws://{addr}/ws");
    let mut raw = Raw::open_url_after(&url, addr.port(), &header).await;
    raw.say(ClientMsg::Hello {
        version: PROTOCOL_VERSION,
    })
    .await;
    assert!(matches!(raw.next().await, Some(ServerMsg::Welcome { .. })));
    raw
}

#[test]
fn behind_a_proxy_each_players_address_has_its_own_limits_and_a_connection_without_the_header_is_closed()
 {
    let addr = server(ServerConfig {
        proxy_protocol: true,
        per_address: AddressLimits {
            rooms_per_minute: 2,
            ..AddressLimits::default()
        },
        header_timeout_ms: 400,
        ..ServerConfig::default()
    });
    runtime().block_on(async {
        let mut hosts = Vec::new();
        for _ in 0..2 {
            let mut host = proxied_hello(addr, "127.0.0.2").await;
            host.say(create("senet-kendall", vec![SeatPlan::Remote; 2]))
                .await;
            assert!(matches!(host.next().await, Some(ServerMsg::Joined { .. })));
            hosts.push(host);
        }
        refused_another_room(&mut proxied_hello(addr, "127.0.0.2").await).await;
        // Another player behind the same proxy has an allowance of its own.
        let mut other = proxied_hello(addr, "127.0.0.3").await;
        other
            .say(create("senet-kendall", vec![SeatPlan::Remote; 2]))
            .await;
        let made = other.next().await;
        assert!(matches!(made, Some(ServerMsg::Joined { .. })), "{made:?}");
        // Plain HTTP, without the header the proxy would send: closed unanswered.
        closed_unanswered(addr, b"").await;
    });
}

/// Sends `first` then a health check's request to `addr`: the connection must close within 5 s
/// without an answer.
async fn closed_unanswered(addr: SocketAddr, first: &[u8]) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let _ = tcp.write_all(first).await;
    let _ = tcp
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await;
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(5), tcp.read_to_end(&mut answer));
    let _ = read.await.expect("closed within 5 s");
    assert!(answer.is_empty(), "{}", String::from_utf8_lossy(&answer));
}

/// The proxy's own connections (its health checks, a `LOCAL` header) count against no address's
/// allowance, and a PROXY header from an address that is not a trusted proxy is not believed.
#[test]
fn the_proxys_health_checks_use_no_allowance_and_only_a_trusted_proxy_is_believed() {
    use online_support::proxy::local_proxy_header;
    let addr = server(ServerConfig {
        proxy_protocol: true,
        per_address: AddressLimits {
            connections: 1,
            ..AddressLimits::default()
        },
        ..ServerConfig::default()
    });
    let elsewhere = server(ServerConfig {
        proxy_protocol: true,
        trusted_proxies: vec!["127.0.0.9".parse().unwrap()],
        ..ServerConfig::default()
    });
    runtime().block_on(async {
        let url = format!("ws://{addr}/ws");
        let mut checks = Vec::new();
        for _ in 0..3 {
            let mut check = Raw::open_url_after(&url, addr.port(), &local_proxy_header()).await;
            check
                .say(ClientMsg::Hello {
                    version: mehen::online::protocol::PROTOCOL_VERSION,
                })
                .await;
            assert!(matches!(
                check.next().await,
                Some(ServerMsg::Welcome { .. })
            ));
            checks.push(check);
        }
        // A player's one connection still has its place beside them.
        let _player = proxied_hello(addr, "127.0.0.2").await;
        // From 127.0.0.1, which this server does not take for a proxy: its header is not believed.
        closed_unanswered(elsewhere, &local_proxy_header()).await;
    });
}

#[test]
fn a_panic_inside_one_room_ends_that_room_and_no_other() {
    let addr = server(ServerConfig {
        panic_on_action: Some("boom".into()),
        ..ServerConfig::default()
    });
    let rt = runtime();
    rt.block_on(async {
        let (mut host, mut guest, code, token) = two_people(addr).await;
        // Senet's Black (the guest) is to move: its action breaks the room.
        guest
            .say(ClientMsg::Act {
                turn: 0,
                action: "boom".into(),
            })
            .await;
        for side in [&mut host, &mut guest] {
            let bye = side.until(|m| matches!(m, ServerMsg::Closing { .. })).await;
            assert!(
                matches!(&bye, ServerMsg::Closing { resume: false, reason } if reason.contains("error")),
                "{bye:?}"
            );
            assert!(side.next().await.is_none());
        }
        let mut back = Raw::hello(addr).await;
        back.say(ClientMsg::Resume {
            code,
            token,
            last_event: 0,
            also: Vec::new(),
        })
        .await;
        assert!(matches!(back.next().await, Some(ServerMsg::Refusal { .. })));
        // Another room plays a whole game.
        let (a, b) = senet_pair(addr, (5, 6), Duration::ZERO);
        a.await.unwrap().expect("the other room's game ends");
        b.await.unwrap().expect("the other room's game ends");
    });
}

#[test]
fn experts_thinking_in_one_room_hold_up_no_other_room() {
    let addr = server(ServerConfig::default());
    let rt = runtime();
    let (latencies, expert_events) = rt.block_on(async {
        // Five Experts on the great board, beside one person who plays at once.
        let mut experts = Raw::hello(addr).await;
        let mut seats = vec![SeatPlan::Remote];
        seats.extend([SeatPlan::Expert; 5]);
        let mut great = create("mehen", seats);
        if let ClientMsg::Create { board, .. } = &mut great {
            *board = "great".into();
        }
        experts.say(great).await;
        experts
            .until(|m| matches!(m, ServerMsg::Joined { .. }))
            .await;
        experts.say(ClientMsg::Start).await;
        let computers = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
        let counted = computers.clone();
        let busy = tokio::spawn(async move {
            // The person throws and plays the first legal move whenever asked; the Experts'
            // events are counted.
            for _ in 0..20_000 {
                let m = tokio::time::timeout(Duration::from_secs(60), experts.next()).await;
                let Ok(Some(m)) = m else { break };
                if matches!(&m, ServerMsg::Event(e) if e.seat != 0) {
                    counted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
                if let ServerMsg::ToMove {
                    seat: 0,
                    turn,
                    throw_due,
                    legal,
                    ..
                } = m
                {
                    let action = match legal.first() {
                        Some(a) if !throw_due => a.clone(),
                        _ => "throw".into(),
                    };
                    experts.say(ClientMsg::Act { turn, action }).await;
                }
            }
        });
        // Meanwhile two people play a whole Senet game in another room, a move each 10 ms.
        let (a, b) = senet_pair(addr, (7, 8), Duration::from_millis(10));
        let mut latencies = a
            .await
            .unwrap()
            .expect("the measured game ends")
            .latencies_us;
        latencies.extend(
            b.await
                .unwrap()
                .expect("the measured game ends")
                .latencies_us,
        );
        busy.abort();
        (
            latencies,
            computers.load(std::sync::atomic::Ordering::Relaxed),
        )
    });
    let mut sorted = latencies.clone();
    sorted.sort_unstable();
    let median_ms = f64::from(sorted[sorted.len() / 2]) / 1000.0;
    eprintln!(
        "measured room beside the Experts: {} moves, median {median_ms:.2} ms, longest {:.1} ms; \
         the Experts' room made {expert_events} events meanwhile",
        sorted.len(),
        f64::from(*sorted.last().unwrap()) / 1000.0
    );
    // The Experts' room went on all the while.
    assert!(expert_events > 20, "{expert_events}");
    // Before rooms had tasks of their own, the median was 650 ms; now a move waits for no Expert.
    assert!(sorted.len() > 50);
    assert!(median_ms < 100.0, "median {median_ms} ms");
}

#[allow(
    clippy::too_many_lines,
    reason = "one scenario (games, a kill, a restart, the games' ends) told in order"
)]
#[test]
fn a_server_killed_mid_game_takes_its_games_back_from_its_data_folder_and_every_game_ends() {
    let data = std::env::temp_dir().join(format!("mehen-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let port = free_port();
    let mut first = serve_process(port, &data);
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let rt = runtime();
    let games = [("mehen", 2), ("hyena", 3), ("senet-kendall", 2)];
    let rooms = rt.block_on(async {
        let mut rooms = Vec::new();
        for (n, (game, players)) in games.into_iter().enumerate() {
            let (tell, code) = std::sync::mpsc::channel();
            let mut host = plan(addr, 100 + n as u64);
            host.create = Some((game.into(), vec![SeatPlan::Remote; players], String::new()));
            host.on_code = Some(tell);
            // A person's pace, so the games are under way when the server dies.
            host.think = Duration::from_millis(25);
            host.retry_for = Duration::from_secs(60);
            let mut clients = vec![tokio::spawn(play(host.clone()))];
            let code = code.recv_timeout(Duration::from_secs(10)).unwrap();
            for p in 1..players {
                let mut guest = host.clone();
                guest.create = None;
                guest.on_code = None;
                guest.join = Some(code.clone());
                guest.seed = 200 + (n * 10 + p) as u64;
                clients.push(tokio::spawn(play(guest)));
            }
            rooms.push((game, players, clients));
        }
        rooms
    });
    std::thread::sleep(Duration::from_millis(1500));
    first.kill().expect("the server is killed");
    first.wait().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    // Started again, then stopped as a service manager stops it (SIGTERM): it tells its players
    // to reconnect and exits at once; started again, it goes on.
    let mut second = serve_process(port, &data);
    std::thread::sleep(Duration::from_millis(1000));
    let term = std::process::Command::new("kill")
        .args(["-TERM", &second.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let stopped = (0..100).find_map(|_| {
        std::thread::sleep(Duration::from_millis(50));
        second.try_wait().unwrap()
    });
    assert!(
        stopped.is_some_and(|s| s.success()),
        "the server stops within 5 s on SIGTERM: {stopped:?}"
    );
    let mut third = serve_process(port, &data);
    let results = rt.block_on(async {
        let mut results = Vec::new();
        for (game, players, clients) in rooms {
            let mut outcomes = Vec::new();
            for c in clients {
                outcomes.push(c.await.unwrap().unwrap_or_else(|e| panic!("{game}: {e}")));
            }
            results.push((game, players, outcomes));
        }
        results
    });
    third.kill().unwrap();
    third.wait().unwrap();
    let _ = std::fs::remove_dir_all(&data);
    for (game, players, outcomes) in results {
        assert!(
            outcomes.iter().all(|o| o.resumed >= 1),
            "{game}: every client came back after the restart"
        );
        let first = &outcomes[0];
        for o in &outcomes {
            assert_eq!(o.record, first.record, "{game}: one record for everyone");
            assert_eq!(o.events, first.events, "{game}: one list of events");
        }
        throws_are_the_seeds(game, players as u8, first);
    }
}

/// The answer to a plain `GET path` on `addr`, as text.
async fn get(addr: SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let ask = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    tcp.write_all(ask.as_bytes()).await.unwrap();
    let mut page = String::new();
    tokio::time::timeout(Duration::from_secs(5), tcp.read_to_string(&mut page))
        .await
        .expect("an answer")
        .unwrap();
    page
}

#[test]
fn the_server_reports_its_rooms_events_refusals_and_timings() {
    let addr = server(ServerConfig::default());
    runtime().block_on(async {
        assert!(get(addr, "/healthz").await.ends_with("ok\n"));
        let (a, b) = senet_pair(addr, (11, 12), Duration::ZERO);
        let events = a.await.unwrap().unwrap().events.len();
        b.await.unwrap().unwrap();
        let mut stranger = Raw::hello(addr).await;
        stranger.send("{not json").await;
        stranger.next().await;
        let page = get(addr, "/metrics").await;
        let value = |name: &str| -> f64 {
            page.lines()
                .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
                .unwrap_or_else(|| panic!("{name} in\n{page}"))
        };
        assert_eq!(value("mehen_events_total"), events as f64);
        assert!(value("mehen_action_to_event_seconds_count") > 10.0);
        assert!(value("mehen_action_to_event_p99_seconds") <= 2.5);
        assert_eq!(value("mehen_refused_total{reason=\"bad_message\"}"), 1.0);
        assert!(value("mehen_connections") >= 1.0);
        assert!(page.contains("# TYPE mehen_rooms gauge"), "{page}");
    });
}
