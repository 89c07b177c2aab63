//! The same tests for both backends: the embedded store in a temporary folder, and Redis started
//! here on a loopback port (skipped, with a message, where `redis-server` is not installed).

#![allow(
    clippy::unwrap_used,
    reason = "a test that unwraps fails loudly where it went wrong"
)]

use super::*;
use crate::online::protocol::SeatPlan;
use crate::play::setup::Setup;
use crate::rules::GameKind;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn room(code: &str) -> SavedRoom {
    SavedRoom {
        code: code.into(),
        setup: Setup {
            kind: GameKind::Hyena,
            players: 2,
            options: String::new(),
            board: "classic".into(),
            teams: String::new(),
            board_ron: None,
            seed: 9,
        },
        seats: vec![
            SavedSeat {
                plan: SeatPlan::Remote,
                token_hash: Some("ab".repeat(32)),
                name: "Ahmose".into(),
            },
            SavedSeat {
                plan: SeatPlan::Normal,
                token_hash: None,
                name: String::new(),
            },
        ],
        started: true,
        minutes: None,
        used_ms: 0,
        invite_hash: Some("cd".repeat(32)),
    }
}

fn event(n: u64) -> GameEvent {
    GameEvent {
        n,
        seat: 0,
        turn: n as u32,
        throw: Some(2),
        action: None,
        fingerprint: None,
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// What every backend does: rooms and their events come back in order with the clock's time, an
/// event written again stays one event, a finished game leaves the rooms for the archive, and a
/// forgotten room is gone.
async fn keeps_rooms_events_and_the_archive(store: &Store) {
    // A process writes the rooms it holds.
    for code in ["AAAAAA", "BBBBBB", "DDDDDD"] {
        assert!(store.take(code).await.unwrap());
    }
    let mut writes = vec![Write::Room(room("AAAAAA")), Write::Room(room("BBBBBB"))];
    for n in [1, 2, 3] {
        writes.push(Write::Event {
            code: "AAAAAA".into(),
            event: event(n),
            used_ms: 100 * n,
        });
    }
    store.save(writes).await.unwrap();
    // A write tried again (the same event) changes nothing.
    let again = Write::Event {
        code: "AAAAAA".into(),
        event: event(3),
        used_ms: 300,
    };
    store.save(vec![again]).await.unwrap();
    let done = Write::Finished {
        code: "BBBBBB".into(),
        record: "[Game \"hyena\"]\n".into(),
    };
    store.save(vec![done]).await.unwrap();
    let (saved, events) = store.load("AAAAAA").await.unwrap().unwrap();
    assert_eq!(saved.code, "AAAAAA");
    assert_eq!(saved.seats, room("AAAAAA").seats);
    assert_eq!(saved.setup.seed, 9);
    assert_eq!(saved.used_ms, 300);
    assert_eq!(events, vec![event(1), event(2), event(3)]);
    assert!(store.load("BBBBBB").await.unwrap().is_none(), "finished");
    assert_eq!(
        store.archived("BBBBBB").await.unwrap().as_deref(),
        Some("[Game \"hyena\"]\n")
    );
    assert!(store.archived("AAAAAA").await.unwrap().is_none());
    assert!(store.load("CCCCCC").await.unwrap().is_none(), "never made");
    store.save(vec![Write::Room(room("DDDDDD"))]).await.unwrap();
    let forget = Write::Forget {
        code: "DDDDDD".into(),
    };
    store.save(vec![forget]).await.unwrap();
    assert!(store.load("DDDDDD").await.unwrap().is_none(), "forgotten");
}

#[test]
fn the_embedded_store_keeps_rooms_events_and_the_archive_and_gives_them_back_at_start() {
    let dir = std::env::temp_dir().join(format!("mehen-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let at = StoreAt::Folder(dir.clone());
    let runtime = runtime();
    runtime.block_on(async {
        let (store, rooms) = Store::open(&at).await.unwrap();
        assert!(rooms.is_empty());
        assert!(!store.is_shared());
        keeps_rooms_events_and_the_archive(&store).await;
    });
    // Started again: the unfinished room comes back at once.
    let (_, rooms) = runtime.block_on(Store::open(&at)).unwrap();
    assert_eq!(
        rooms.len(),
        1,
        "the finished room is archived, not unfinished"
    );
    assert_eq!(rooms[0].0.code, "AAAAAA");
    assert_eq!(rooms[0].1, vec![event(1), event(2), event(3)]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_redis_store_keeps_rooms_events_and_the_archive() {
    let Some(redis) = RedisServer::start() else {
        return;
    };
    let runtime = runtime();
    runtime.block_on(async {
        let (store, rooms) = Store::open(&redis.at()).await.unwrap();
        assert!(
            rooms.is_empty(),
            "a shared store's rooms load when asked for"
        );
        assert!(store.is_shared());
        keeps_rooms_events_and_the_archive(&store).await;
        // An event with events missing before it is refused.
        let gap = Write::Event {
            code: "AAAAAA".into(),
            event: event(5),
            used_ms: 500,
        };
        assert!(store.save(vec![gap]).await.is_err());
        // Another process's handle sees the same room.
        let (other, _) = Store::open(&redis.at()).await.unwrap();
        let (_, events) = other.load("AAAAAA").await.unwrap().unwrap();
        assert_eq!(events.len(), 3);
    });
}

/// Two processes on one Redis: one holds a room at a time, the other can neither take it nor write
/// for it until it is given back; a room made for the store is taken up by whoever comes first, its
/// code then refused to another room; a process asked to give a room up hears it.
#[test]
fn one_process_at_a_time_holds_a_room_in_redis() {
    let Some(redis) = RedisServer::start() else {
        return;
    };
    runtime().block_on(async {
        let (first, _) = Store::open(&redis.at()).await.unwrap();
        let (second, _) = Store::open(&redis.at()).await.unwrap();
        let mut asked = second.asked_to_give_up().await.unwrap().unwrap();
        assert!(first.create(&room("EEEEEE")).await.unwrap());
        assert!(
            !second.create(&room("EEEEEE")).await.unwrap(),
            "a code in use"
        );
        assert!(second.take("EEEEEE").await.unwrap());
        assert!(!first.take("EEEEEE").await.unwrap(), "the second holds it");
        let written = first.save(vec![Write::Room(room("EEEEEE"))]).await;
        let Err(refused) = written else {
            panic!("a process without the lease wrote for the room");
        };
        assert!(
            refused.to_string().contains("no longer holds the room"),
            "{refused}"
        );
        first.ask_to_give_up("EEEEEE").await.unwrap();
        let heard = tokio::time::timeout(Duration::from_secs(5), asked.recv()).await;
        assert_eq!(heard.unwrap().as_deref(), Some("EEEEEE"));
        assert!(second.renew(&["EEEEEE".into()]).await.unwrap().is_empty());
        second.give_back("EEEEEE").await.unwrap();
        assert_eq!(
            second.renew(&["EEEEEE".into()]).await.unwrap(),
            vec!["EEEEEE".to_string()],
            "given back, no longer held"
        );
        assert!(first.take("EEEEEE").await.unwrap());
        first.save(vec![Write::Room(room("EEEEEE"))]).await.unwrap();
        let (saved, _) = second.load("EEEEEE").await.unwrap().unwrap();
        assert_eq!(saved.code, "EEEEEE");
    });
}

/// Milliseconds left to room `code`'s hash and its events' list in Redis (-2: gone).
async fn left(raw: &mut redis::aio::MultiplexedConnection, code: &str) -> (i64, i64) {
    redis::pipe()
        .cmd("PTTL")
        .arg(format!("mehen:room:{code}"))
        .cmd("PTTL")
        .arg(format!("mehen:events:{code}"))
        .query_async(raw)
        .await
        .unwrap()
}

/// A room nobody holds does not stay in Redis for good: a new room lapses in 10 minutes unless
/// taken up; taking it up, writing for it and keeping it put its end a day ahead.
#[test]
fn a_room_nobody_holds_lapses_and_a_held_one_is_kept_a_day_ahead() {
    let Some(redis) = RedisServer::start() else {
        return;
    };
    runtime().block_on(async {
        let (store, _) = Store::open(&redis.at()).await.unwrap();
        let client = redis::Client::open(format!("redis://127.0.0.1:{}", redis.port)).unwrap();
        let mut raw = client.get_multiplexed_async_connection().await.unwrap();
        const MINUTE: i64 = 60_000;
        const DAY: i64 = 24 * 60 * MINUTE;
        let a_day_ahead = |ms: i64| (DAY - MINUTE..=DAY).contains(&ms);
        assert!(store.create(&room("FFFFFF")).await.unwrap());
        let (made, _) = left(&mut raw, "FFFFFF").await;
        assert!((1..=10 * MINUTE).contains(&made), "{made}");
        assert!(store.take("FFFFFF").await.unwrap());
        store
            .save(vec![Write::Event {
                code: "FFFFFF".into(),
                event: event(1),
                used_ms: 0,
            }])
            .await
            .unwrap();
        let (room_left, events_left) = left(&mut raw, "FFFFFF").await;
        assert!(
            a_day_ahead(room_left) && a_day_ahead(events_left),
            "{room_left} {events_left}"
        );
        // Given back (its process stopping), it still lapses a day on.
        store.give_back("FFFFFF").await.unwrap();
        let (room_left, events_left) = left(&mut raw, "FFFFFF").await;
        assert!(
            a_day_ahead(room_left) && a_day_ahead(events_left),
            "{room_left} {events_left}"
        );
        // Kept by a quiet room's process: a day ahead again.
        let _: () = redis::cmd("PEXPIRE")
            .arg("mehen:room:FFFFFF")
            .arg(MINUTE)
            .query_async(&mut raw)
            .await
            .unwrap();
        store.keep(&["FFFFFF".into()]).await.unwrap();
        assert!(a_day_ahead(left(&mut raw, "FFFFFF").await.0));
        assert!(store.load("FFFFFF").await.unwrap().is_some());
    });
}

/// Redis restarted under a running process: its next command goes through (tried again on the
/// connection the manager makes anew), rather than failing once.
#[test]
fn the_first_command_after_redis_restarts_goes_through() {
    let Some(mut redis) = RedisServer::start() else {
        return;
    };
    runtime().block_on(async {
        let (store, _) = Store::open(&redis.at()).await.unwrap();
        assert!(store.create(&room("GGGGGG")).await.unwrap());
        redis.restart();
        let made = store.create(&room("HHHHHH")).await;
        assert!(matches!(made, Ok(true)), "{made:?}");
        assert!(store.take("HHHHHH").await.unwrap());
    });
}

#[test]
fn a_redis_store_that_cannot_be_reached_says_where() {
    let port = free_port();
    let at = StoreAt::Redis(format!("redis://127.0.0.1:{port}"));
    let Err(e) = runtime().block_on(Store::open(&at)) else {
        panic!("nothing listens on {port}");
    };
    assert!(e.to_string().contains(&format!("127.0.0.1:{port}")), "{e}");
}

/// A loopback port free at this moment.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// A `redis-server` of the test's own, on a loopback port, keeping nothing on disk; stopped when
/// dropped.
struct RedisServer {
    child: Child,
    port: u16,
}

impl RedisServer {
    fn start() -> Option<RedisServer> {
        RedisServer::start_on(free_port())
    }

    /// Stopped and started again on its port, empty (it keeps nothing on disk).
    fn restart(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let again = RedisServer::start_on(self.port).expect("redis-server starts again");
        let old = std::mem::replace(self, again);
        std::mem::forget(old);
    }

    fn start_on(port: u16) -> Option<RedisServer> {
        let spawned = Command::new("redis-server")
            .args(["--bind", "127.0.0.1", "--port", &port.to_string()])
            .args(["--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let Ok(child) = spawned else {
            eprintln!("skipped: redis-server is not installed (apt-get install redis-server)");
            return None;
        };
        let server = RedisServer { child, port };
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                Instant::now() < deadline,
                "redis-server did not listen on {port}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Some(server)
    }

    fn at(&self) -> StoreAt {
        StoreAt::Redis(format!("redis://127.0.0.1:{}", self.port))
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
