//! Rooms that survive the server, timed: `mehen serve --data DIR` on 127.0.0.1, N rooms opened (a
//! person and the Normal computer each, Mehen) and a few turns played in each, the server killed
//! (`kill -9`) and started again on the same folder; reports how long it took to take every
//! unfinished game back from the store (its own log line) and checks each room resumes.
//!
//! `cargo bench --bench online_restart -- --rooms 2000`

use futures_util::{SinkExt, StreamExt};
use mehen::online::protocol::{ClientMsg, PROTOCOL_VERSION, SeatPlan, ServerMsg};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

fn arg(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| default.to_string())
}

/// `mehen serve` on `port` keeping its rooms in `data`; its log lines until it listens.
fn serve(port: u16, data: &std::path::Path) -> (Child, Vec<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mehen"))
        .args([
            "serve",
            "--addr",
            &format!("127.0.0.1:{port}"),
            "--threads",
            "1",
        ])
        .args([
            "--per-address-connections",
            "1000000",
            "--per-address-rooms",
            "1000000",
        ])
        .args(["--max-rooms", "100000", "--max-connections", "1000000"])
        .arg("--data")
        .arg(data)
        .stderr(Stdio::piped())
        .spawn()
        .expect("mehen serve starts");
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let mut seen = Vec::new();
    for line in lines.by_ref().take(50) {
        let line = line.expect("the server's log");
        let listening = line.contains("serving online games");
        seen.push(line);
        if listening {
            break;
        }
    }
    std::thread::spawn(move || lines.for_each(drop));
    (child, seen)
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn say(ws: &mut Socket, m: ClientMsg) {
    ws.send(Message::Text(m.json().into())).await.unwrap();
}

async fn next(ws: &mut Socket) -> ServerMsg {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return serde_json::from_str(&t).unwrap(),
            Some(Ok(_)) => continue,
            other => panic!("the connection closed: {other:?}"),
        }
    }
}

/// Opens a room of a person and the Normal computer and plays `turns` of the person's actions;
/// answers its code and the person's token.
async fn open_room(url: String, turns: u32) -> (String, String) {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    say(
        &mut ws,
        ClientMsg::Hello {
            version: PROTOCOL_VERSION,
        },
    )
    .await;
    say(
        &mut ws,
        ClientMsg::Create {
            game: "mehen".into(),
            options: String::new(),
            board: "classic".into(),
            teams: String::new(),
            time_limit_minutes: None,
            board_ron: None,
            seats: vec![SeatPlan::Remote, SeatPlan::Normal],
            names: Vec::new(),
            here: Vec::new(),
            invite_only: false,
        },
    )
    .await;
    say(&mut ws, ClientMsg::Start).await;
    let mut seat = (String::new(), String::new());
    let mut acted = 0;
    while acted < turns {
        match next(&mut ws).await {
            ServerMsg::Joined {
                code,
                token: Some(token),
                ..
            } => seat = (code, token),
            ServerMsg::ToMove {
                seat: 0,
                turn,
                throw_due,
                legal,
                ..
            } => {
                let action = match legal.first() {
                    Some(a) if !throw_due => a.clone(),
                    _ => "throw".into(),
                };
                say(&mut ws, ClientMsg::Act { turn, action }).await;
                acted += 1;
            }
            ServerMsg::End { .. } => break,
            _ => {}
        }
    }
    seat
}

fn main() {
    let rooms: usize = arg("--rooms", "2000").parse().expect("--rooms N");
    let turns: u32 = arg("--turns", "10").parse().expect("--turns N");
    let data = std::env::temp_dir().join(format!("mehen-restart-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("ws://127.0.0.1:{port}/ws");
    let (mut first, _) = serve(port, &data);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let seats: Vec<(String, String)> = runtime.block_on(async {
        let mut opened = Vec::new();
        for chunk in (0..rooms).collect::<Vec<_>>().chunks(100) {
            let tasks: Vec<_> = chunk
                .iter()
                .map(|_| tokio::spawn(open_room(url.clone(), turns)))
                .collect();
            for t in tasks {
                opened.push(t.await.unwrap());
            }
        }
        opened
    });
    first.kill().unwrap();
    first.wait().unwrap();
    let (mut second, log) = serve(port, &data);
    let taken_back = log
        .iter()
        .find(|l| l.contains("taken back"))
        .cloned()
        .unwrap_or_else(|| panic!("no line about the games taken back: {log:?}"));
    // Each room is back: its person resumes.
    let resumed = runtime.block_on(async {
        let mut ok = 0;
        for (code, token) in seats.iter().take(50) {
            let (mut ws, _) = tokio_tungstenite::connect_async(url.clone()).await.unwrap();
            say(
                &mut ws,
                ClientMsg::Hello {
                    version: PROTOCOL_VERSION,
                },
            )
            .await;
            say(
                &mut ws,
                ClientMsg::Resume {
                    code: code.clone(),
                    token: token.clone(),
                    last_event: 0,
                    also: Vec::new(),
                },
            )
            .await;
            next(&mut ws).await;
            if matches!(next(&mut ws).await, ServerMsg::Joined { seat: Some(0), .. }) {
                ok += 1;
            }
        }
        ok
    });
    let _ = second.kill();
    let _ = second.wait();
    let size = std::fs::metadata(data.join("rooms.sqlite")).map_or(0, |m| m.len());
    let _ = std::fs::remove_dir_all(&data);
    std::thread::sleep(Duration::from_millis(10));
    println!(
        "{rooms} rooms of Mehen with {turns} of the person's actions each, store {:.1} MB; after kill -9: {taken_back}; {resumed} of 50 resumed",
        size as f64 / 1e6
    );
}
