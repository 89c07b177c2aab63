//! Chaos over loopback only (127.0.0.1), bounded: a game of each of the six games between headless
//! clients going through a relay to a `mehen serve --data` process, while faults fall at random
//! (a client's socket cut, a client killed and another started with its seat, a second connection
//! resuming a seat its first still holds, the server killed with `kill -9` and started again on its
//! data folder). Every game must finish, every seat's client with the same record and events, its
//! copy of the game checked equal to the server's after every event, every throw the seed's.
//!
//! The faults' seed is printed; `MEHEN_CHAOS_SEED=N` plays the same faults again.

mod online_support;

use mehen::online::client::{ClientOutcome, ClientPlan, play};
use online_support::proxy::free_port;
use online_support::{Relay, equal_and_fair, guest_of, novice_host, plan, runtime, serve_process};
use rand::{RngExt, SeedableRng};
use std::net::SocketAddr;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;

type Game = JoinHandle<Result<ClientOutcome, mehen::online::client::ClientError>>;

/// One seat's client, the clients it replaced, and how to start another with its seat.
struct Seat {
    plan: ClientPlan,
    client: Game,
    /// The room's code and the seat's token, once seated.
    token: Option<(String, String)>,
    told: Receiver<(String, String)>,
    /// Clients whose seat a later client resumed while they still held it: each ends closed by
    /// the server (or with the game, had it just ended).
    pushed_out: Vec<Game>,
}

impl Seat {
    fn start(mut plan: ClientPlan) -> Seat {
        let (tell, told) = std::sync::mpsc::channel();
        plan.on_token = Some(tell);
        Seat {
            client: tokio::spawn(play(plan.clone())),
            plan,
            token: None,
            told,
            pushed_out: Vec::new(),
        }
    }

    fn token(&mut self) -> Option<(String, String)> {
        while let Ok(t) = self.told.try_recv() {
            self.token = Some(t);
        }
        self.token.clone()
    }

    /// A new client for this seat (its own copy of the game built from the server's events).
    fn again(&mut self) -> Option<Game> {
        let token = self.token()?;
        let mut plan = self.plan.clone();
        plan.create = None;
        plan.join = None;
        plan.on_code = None;
        plan.resume = Some(token);
        plan.seed ^= 0x5eed;
        Some(std::mem::replace(
            &mut self.client,
            tokio::spawn(play(plan)),
        ))
    }
}

#[derive(Debug, Clone, Copy)]
enum Fault {
    CutSocket,
    KillClient,
    ResumeBesideOld,
    RestartServer,
}

const GAMES: [(&str, u8); 6] = online_support::EVERY_GAME;

/// Starts every room's clients through the relay: the seats, room by room.
fn start_rooms(relay: SocketAddr) -> Vec<Vec<Seat>> {
    let mut rooms = Vec::new();
    for (n, (game, players)) in GAMES.into_iter().enumerate() {
        // A person's pace, so the games are under way while the faults fall; half the rooms give
        // seats by invitation (the guests join with the whole code).
        let pace = Duration::from_millis(30);
        let host = plan(relay, 300 + n as u64);
        let (host, code) = novice_host(host, (game, players), pace, n % 2 == 0);
        let mut seats = vec![Seat::start(host.clone())];
        let code = code.recv_timeout(Duration::from_secs(10)).unwrap();
        for p in 1..players {
            let guest = guest_of(&host, &code, 400 + (n * 10) as u64 + u64::from(p));
            seats.push(Seat::start(guest));
        }
        rooms.push(seats);
    }
    rooms
}

#[allow(
    clippy::too_many_lines,
    reason = "the chaos run's loop: faults and moves drawn from one seed, in order"
)]
#[test]
fn every_game_finishes_equal_and_fair_whatever_faults_fall() {
    let seed = std::env::var("MEHEN_CHAOS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_secs()
        });
    println!("faults from MEHEN_CHAOS_SEED={seed}");
    let mut rng = rand_pcg::Pcg32::seed_from_u64(seed);
    let data = std::env::temp_dir().join(format!("mehen-chaos-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let port = free_port();
    let server_addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let mut server = serve_process(port, &data);
    let rt = runtime();
    let _in_runtime = rt.enter();
    let relay = rt.block_on(Relay::to(server_addr));
    let mut rooms = start_rooms(relay.addr);
    let mut faults = Vec::new();
    let mut restarts = 0;
    // Bounded: at most 16 faults over about eight seconds.
    let faulting = Instant::now();
    while faults.len() < 16 && faulting.elapsed() < Duration::from_secs(8) {
        std::thread::sleep(Duration::from_millis(rng.random_range(150..600)));
        let fault = match rng.random_range(0..10) {
            0..=3 => Fault::CutSocket,
            4..=5 => Fault::KillClient,
            6..=7 => Fault::ResumeBesideOld,
            _ if restarts < 2 => Fault::RestartServer,
            _ => Fault::CutSocket,
        };
        let room = rng.random_range(0..rooms.len());
        let seat = &mut rooms[room][rng.random_range(0..2)];
        let fell = match fault {
            Fault::CutSocket => relay.cut_one(rng.random_range(0..64)),
            Fault::KillClient if !seat.client.is_finished() => {
                seat.again().map(|killed| killed.abort()).is_some()
            }
            Fault::ResumeBesideOld if !seat.client.is_finished() => {
                seat.again().map(|old| seat.pushed_out.push(old)).is_some()
            }
            Fault::RestartServer => {
                server.kill().unwrap();
                server.wait().unwrap();
                std::thread::sleep(Duration::from_millis(200));
                server = serve_process(port, &data);
                restarts += 1;
                true
            }
            _ => false,
        };
        if fell {
            faults.push((fault, room));
        }
    }
    println!("faults: {faults:?}");
    let results: Vec<Vec<ClientOutcome>> = rt.block_on(async {
        let mut results = Vec::new();
        for (room, seats) in rooms.into_iter().enumerate() {
            let game = GAMES[room].0;
            let mut outcomes = Vec::new();
            for seat in seats {
                for old in seat.pushed_out {
                    match old.await.unwrap() {
                        Ok(_) => {}
                        Err(e) => assert!(
                            matches!(e, mehen::online::client::ClientError::Closed(_)),
                            "{game}: {e}"
                        ),
                    }
                }
                let done = tokio::time::timeout(Duration::from_secs(240), seat.client)
                    .await
                    .unwrap_or_else(|_| panic!("{game}: the game ended within 4 minutes"));
                outcomes.push(done.unwrap().unwrap_or_else(|e| {
                    panic!("{game} (MEHEN_CHAOS_SEED={seed}): {e}; faults {faults:?}")
                }));
            }
            results.push(outcomes);
        }
        results
    });
    server.kill().unwrap();
    server.wait().unwrap();
    let _ = std::fs::remove_dir_all(&data);
    assert!(faults.len() >= 8, "faults fell: {faults:?}");
    equal_and_fair(&GAMES, results);
}
