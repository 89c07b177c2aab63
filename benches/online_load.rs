//! The online server under load: `mehen serve` started on 127.0.0.1 (one worker thread unless told
//! otherwise), N rooms of P headless clients playing whole games at once, each seat with random
//! legal moves. Reports rooms, messages a second, the p50/p99 time from a client's action to its
//! event coming back, and the server's peak memory.
//!
//! `cargo bench --bench online_load -- --rooms 500 --players 4 --game senet-kendall [--think-ms 1000]
//! [--expert-room] [--processes N]` (`--expert-room`: one more room, five Experts on the great board
//! beside a person who moves at once, thinking all through the run; `--processes N`: N server
//! processes sharing their rooms in a `redis-server` of the bench's own, behind `haproxy` running
//! `deploy/haproxy.cfg`, all on loopback ports: the server figures are then the processes' sums, and
//! the inside-the-server quantiles the worst process's).

#[path = "../tests/online_support/proxy.rs"]
mod proxy;

use mehen::online::client::{ClientPlan, play};
use mehen::online::protocol::SeatPlan;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn arg(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| default.to_string())
}

#[allow(
    clippy::too_many_lines,
    reason = "the load run in order: its server, its rooms, its clients, then the report"
)]
fn main() {
    let rooms: usize = arg("--rooms", "100").parse().expect("--rooms N");
    let players: u8 = arg("--players", "4").parse().expect("--players N");
    let game = arg("--game", "hyena");
    let threads = arg("--threads", "1");
    // Each seat waits this long before each move (0: as fast as the server answers).
    let think_ms: u64 = arg("--think-ms", "0").parse().expect("--think-ms N");
    let expert_room = std::env::args().any(|a| a == "--expert-room");
    let processes: usize = arg("--processes", "0").parse().expect("--processes N");
    let servers = Servers::start(processes, &threads);
    let addr = servers.front.clone();
    let baseline: u64 = servers.pids().map(|pid| memory(pid, "VmRSS")).sum();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let started = Instant::now();
    let outcomes = runtime.block_on(async {
        let experts = expert_room.then(|| {
            let mut plan = ClientPlan::new(format!("ws://{addr}"), 99);
            let mut seats = vec![SeatPlan::Remote];
            seats.extend([SeatPlan::Expert; 5]);
            plan.create = Some(("mehen".into(), seats, String::new()));
            plan.board = "great".into();
            plan.timeout = Duration::from_secs(300);
            tokio::spawn(play(plan))
        });
        let mut hosts = Vec::new();
        for r in 0..rooms {
            let (tell, code) = std::sync::mpsc::channel();
            let mut plan = ClientPlan::new(format!("ws://{addr}"), r as u64);
            plan.create = Some((
                game.clone(),
                vec![SeatPlan::Remote; players as usize],
                String::new(),
            ));
            plan.timeout = Duration::from_secs(300);
            plan.on_code = Some(tell);
            plan.think = Duration::from_millis(think_ms);
            let host = tokio::spawn(play(plan.clone()));
            let code = tokio::task::spawn_blocking(move || code.recv().expect("a room code"))
                .await
                .unwrap();
            let mut all = vec![host];
            for p in 1..players {
                let mut joiner = plan.clone();
                joiner.create = None;
                joiner.on_code = None;
                joiner.join = Some(code.clone());
                joiner.seed = (r * 10 + p as usize) as u64;
                all.push(tokio::spawn(play(joiner)));
            }
            hosts.push(all);
        }
        let mut out = Vec::new();
        for room in hosts {
            for client in room {
                out.push(client.await.unwrap().expect("a whole game"));
            }
        }
        if let Some(experts) = experts {
            // A game of theirs that ended early is said (the run then had them only so long).
            if experts.is_finished() {
                println!("(the Experts' game ended before the other rooms')");
            }
            experts.abort();
        }
        out
    });
    let seconds = started.elapsed().as_secs_f64();
    // The server's own measure: from an action reaching it to its event leaving it.
    let proxied = processes > 0;
    let pages: Vec<String> = servers
        .addrs
        .iter()
        .map(|a| metrics_page(a, proxied))
        .collect();
    let server_quantile = |q: f64| {
        pages
            .iter()
            .map(|page| quantile(page, "mehen_action_to_event_seconds", q) * 1000.0)
            .fold(0.0, f64::max)
    };
    let cpu_seconds: f64 = servers.pids().map(cpu_seconds).sum();
    let peak: u64 = servers.pids().map(|pid| memory(pid, "VmHWM")).sum();
    let threads = if processes > 0 {
        format!("{processes} processes behind HAProxy, {threads}")
    } else {
        threads
    };
    drop(servers);
    let mut latencies: Vec<u32> = outcomes
        .iter()
        .flat_map(|o| o.latencies_us.clone())
        .collect();
    latencies.sort_unstable();
    let pct = |p: f64| latencies[((latencies.len() - 1) as f64 * p) as usize] as f64 / 1000.0;
    let messages: u64 = outcomes.iter().map(|o| u64::from(o.received)).sum();
    let actions: u64 = outcomes.iter().map(|o| u64::from(o.sent)).sum();
    println!(
        "{rooms} rooms of {players} ({game}), server on {threads} thread(s), {think_ms} ms a move: {} games in {seconds:.1} s, \
         {actions} actions, {messages} messages sent ({:.0}/s), action to event p50 {:.2} ms, p99 {:.2} ms, \
         inside the server p50 under {:.1} ms, p99 under {:.1} ms, \
         server CPU {cpu_seconds:.1} s ({:.0}% of one core), server peak memory {:.0} MB \
         ({:.1} kB a room over the {:.0} MB it started with){}",
        outcomes.len() / players as usize,
        messages as f64 / seconds,
        pct(0.5),
        pct(0.99),
        server_quantile(0.5),
        server_quantile(0.99),
        100.0 * cpu_seconds / seconds,
        peak as f64 / 1024.0,
        peak.saturating_sub(baseline) as f64 / rooms as f64,
        baseline as f64 / 1024.0,
        if expert_room {
            ", beside a room of five Experts on the great board"
        } else {
            ""
        }
    );
}

/// The server processes: one alone (`mehen serve` on a port it picks), or `processes` of them
/// sharing a Redis behind HAProxy; killed when dropped.
struct Servers {
    /// Where the clients connect.
    front: String,
    /// Each process's own address.
    addrs: Vec<String>,
    processes: Vec<proxy::Daemon>,
    _store_and_proxy: Vec<proxy::Daemon>,
}

impl Servers {
    fn start(processes: usize, threads: &str) -> Servers {
        if processes == 0 {
            let (server, addr) = serve("127.0.0.1:0", threads, &[]);
            return Servers {
                front: addr.clone(),
                addrs: vec![addr],
                processes: vec![server],
                _store_and_proxy: Vec::new(),
            };
        }
        let (redis, redis_port) = proxy::redis().expect("redis-server is installed");
        let store = format!("redis://127.0.0.1:{redis_port}");
        let ports: Vec<u16> = (0..processes).map(|_| proxy::free_port()).collect();
        let (servers, addrs): (Vec<_>, Vec<_>) = ports
            .iter()
            .map(|p| {
                serve(
                    &format!("127.0.0.1:{p}"),
                    threads,
                    &["--store", &store, "--proxy-protocol"],
                )
            })
            .unzip();
        let front = proxy::free_port();
        let dir = std::env::temp_dir().join(format!("mehen-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let haproxy = proxy::haproxy(front, &ports, &dir).expect("haproxy is installed");
        Servers {
            front: format!("127.0.0.1:{front}"),
            addrs,
            processes: servers,
            _store_and_proxy: vec![haproxy, redis],
        }
    }

    fn pids(&self) -> impl Iterator<Item = u32> + '_ {
        self.processes.iter().map(|p| p.0.id())
    }
}

/// `mehen serve` on `addr` with `more` arguments, its limits raised for clients all on this
/// machine; the process and where it listens.
fn serve(addr: &str, threads: &str, more: &[&str]) -> (proxy::Daemon, String) {
    let mut server = Command::new(env!("CARGO_BIN_EXE_mehen"))
        .args(["serve", "--addr", addr, "--threads", threads])
        // Every client is on this machine: one address for all of them.
        .args([
            "--per-address-connections",
            "1000000",
            "--per-address-rooms",
            "1000000",
            "--per-address-failures",
            "1000000",
        ])
        .args(["--max-rooms", "100000", "--max-connections", "1000000"])
        .args(more)
        .stderr(Stdio::piped())
        .spawn()
        .expect("mehen serve starts");
    let mut line = String::new();
    let mut log = BufReader::new(server.stderr.take().unwrap());
    // The log may say something first (the store opened).
    while !line.contains("ws://") && log.read_line(&mut line).unwrap() > 0 {
        if !line.contains("ws://") {
            line.clear();
        }
    }
    // The server's log goes on: read and dropped, so it never writes into a closed pipe.
    std::thread::spawn(move || std::io::copy(&mut log, &mut std::io::sink()));
    let addr = line
        .split("ws://")
        .nth(1)
        .and_then(|s| s.strip_suffix("/ws\n"))
        .expect("the server says where it listens")
        .to_string();
    (proxy::Daemon(server), addr)
}

/// A process's CPU time so far (user + system, in clock ticks of 1/100 s), in seconds.
fn cpu_seconds(pid: u32) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            let fields: Vec<u64> = stat
                .rsplit(')')
                .next()?
                .split_whitespace()
                .skip(11)
                .take(2)
                .filter_map(|f| f.parse().ok())
                .collect();
            Some(fields.iter().sum::<u64>() as f64 / 100.0)
        })
        .unwrap_or(f64::NAN)
}

/// A line of the process's `/proc/PID/status` in kB (`VmRSS`, `VmHWM`).
fn memory(pid: u32, what: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find_map(|l| {
            l.strip_prefix(what)?
                .trim_start_matches(':')
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .unwrap_or(0)
}

/// The server's `GET /metrics` page.
fn metrics_page(addr: &str, proxied: bool) -> String {
    use std::io::{Read, Write};
    let Ok(mut tcp) = std::net::TcpStream::connect(addr) else {
        return String::new();
    };
    // The processes behind HAProxy take a PROXY header first; one alone takes none.
    if proxied {
        let _ = tcp.write_all(&proxy::local_proxy_header());
    }
    let _ = write!(
        tcp,
        "GET /metrics HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    );
    let mut page = String::new();
    let _ = tcp.read_to_string(&mut page);
    page
}

/// The bucket bound (seconds) under which `q` of a histogram's observations fall.
fn quantile(page: &str, name: &str, q: f64) -> f64 {
    let buckets: Vec<(f64, f64)> = page
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix(name)?.strip_prefix("_bucket{le=\"")?;
            let (bound, count) = rest.split_once("\"} ")?;
            let bound = if bound == "+Inf" {
                f64::INFINITY
            } else {
                bound.parse().ok()?
            };
            Some((bound, count.parse().ok()?))
        })
        .collect();
    let total = buckets.last().map_or(0.0, |b| b.1);
    buckets
        .iter()
        .find(|(_, count)| *count >= total * q)
        .map_or(f64::NAN, |b| b.0)
}
