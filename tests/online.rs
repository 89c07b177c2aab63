//! Online play over loopback only (127.0.0.1): a server started in the test, headless clients playing
//! whole games of every game that equal the same games played offline, a watcher, a dropped seat
//! coming back, and what a stranger may send (bad JSON, binary and oversized frames, wrong turns,
//! another seat's move) answered without a panic.

mod online_support;

use futures_util::SinkExt;
use mehen::ai::Level;
use mehen::online::client::{ClientOutcome, play};
use mehen::online::link::News;
use mehen::online::protocol::{ClientMsg, SeatPlan, ServerMsg};
use mehen::online::room::seed_hash;
use mehen::online::server::ServerConfig;
use mehen::rules::GameKind;
use online_support::{Raw, Relay, plan, replay_offline, runtime, server};
use std::net::SocketAddr;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// A room of `players` people for `game`: the host creates it, the others join with its code; every
/// client's outcome.
async fn play_room(addr: SocketAddr, game: &str, players: u8) -> Vec<ClientOutcome> {
    let (tell, code) = std::sync::mpsc::channel();
    let mut host = plan(addr, 1);
    host.create = Some((
        game.into(),
        vec![SeatPlan::Remote; players as usize],
        String::new(),
    ));
    host.on_code = Some(tell);
    let host = tokio::spawn(play(host));
    let code = tokio::task::spawn_blocking(move || code.recv_timeout(Duration::from_secs(10)))
        .await
        .unwrap()
        .expect("the room's code");
    let mut others = Vec::new();
    for n in 1..players {
        let mut p = plan(addr, 10 + u64::from(n));
        p.join = Some(code.clone());
        // The joiners play with the computer players on their own copy of the game (the host
        // plays random legal moves).
        p.level = Some([Level::Normal, Level::Novice, Level::Expert][usize::from(n) % 3]);
        others.push(tokio::spawn(play(p)));
    }
    let mut out = vec![
        host.await
            .unwrap()
            .unwrap_or_else(|e| panic!("{game}: the host's game: {e}")),
    ];
    for o in others {
        out.push(
            o.await
                .unwrap()
                .unwrap_or_else(|e| panic!("{game}: a joiner's game: {e}")),
        );
    }
    out
}

#[test]
fn every_game_played_online_equals_the_same_game_played_offline() {
    let addr = server(ServerConfig::default());
    let rt = runtime();
    for (kind, players) in [
        (GameKind::Mehen, 4),
        (GameKind::SenetKendall, 2),
        (GameKind::SenetHouses, 2),
        (GameKind::Hyena, 3),
        (GameKind::FamilyMehen, 6),
        (GameKind::BakAmen, 2),
    ] {
        let outcomes = rt.block_on(play_room(addr, kind.name(), players));
        let first = &outcomes[0];
        let mut seats: Vec<u8> = outcomes.iter().map(|o| o.seat).collect();
        seats.sort_unstable();
        assert_eq!(seats, (0..players).collect::<Vec<_>>(), "{kind:?}");
        for o in &outcomes {
            assert_eq!(
                o.record, first.record,
                "{kind:?}: every client has the same record"
            );
            assert_eq!(o.events, first.events, "{kind:?}");
            assert!(o.sent > 0, "{kind:?}: seat {} played", o.seat);
            // After every event, the client's position was the server's.
            assert_eq!(o.checked as usize, o.events.len(), "{kind:?}");
        }
        assert_eq!(
            replay_offline(kind, players, first),
            first.record,
            "{kind:?}"
        );
        let numbers: Vec<u64> = first.events.iter().map(|e| e.n).collect();
        assert_eq!(numbers, (1..=numbers.len() as u64).collect::<Vec<_>>());
    }
}

fn is_error(m: &Option<ServerMsg>) -> bool {
    matches!(m, Some(ServerMsg::Error { .. } | ServerMsg::Closing { .. }))
}

#[test]
fn a_stranger_gets_errors_or_a_closed_connection_never_a_panic() {
    let addr = server(ServerConfig::default());
    runtime().block_on(async {
        // Before hello, and with another version.
        let mut raw = Raw::open(addr).await;
        raw.send(r#"{"type":"start"}"#).await;
        assert!(is_error(&raw.next().await));
        raw.say(ClientMsg::Hello { version: 99 }).await;
        assert!(is_error(&raw.next().await));
        // Malformed JSON and unknown types: an error, and the connection stays.
        let mut raw = Raw::hello(addr).await;
        raw.send("{not json").await;
        assert!(is_error(&raw.next().await));
        raw.send(r#"{"type":"launch_missiles"}"#).await;
        assert!(is_error(&raw.next().await));
        raw.send(r#"{"type":"act","turn":0}"#).await;
        assert!(is_error(&raw.next().await));
        // Acting outside a room, joining a room that does not exist.
        raw.say(ClientMsg::Act {
            turn: 0,
            action: "throw".into(),
        })
        .await;
        assert!(matches!(raw.next().await, Some(ServerMsg::Refusal { .. })));
        raw.say(ClientMsg::Join {
            code: "AAA-AAA".into(),
            seat: None,
            watch: false,
            name: None,
        })
        .await;
        assert!(matches!(raw.next().await, Some(ServerMsg::Refusal { .. })));
        // A binary frame closes the connection (after saying why).
        raw.sink
            .send(Message::Binary(vec![1, 2, 3].into()))
            .await
            .unwrap();
        assert!(is_error(&raw.next().await));
        assert!(raw.next().await.is_none());
        // An oversized frame closes it.
        let mut raw = Raw::hello(addr).await;
        let huge = format!(
            r#"{{"type":"hello","version":1,"pad":"{}"}}"#,
            "x".repeat(10_000)
        );
        let _ = raw.sink.send(Message::Text(huge.into())).await;
        assert!(raw.next().await.is_none());
        // Too many messages at once: told to slow down, and the connection stays.
        let mut raw = Raw::hello(addr).await;
        for _ in 0..60 {
            raw.send("{}").await;
        }
        let mut slow = false;
        for _ in 0..60 {
            if let Some(ServerMsg::Error { message }) = raw.next().await {
                slow |= message.contains("slow down");
            }
        }
        assert!(slow);
    });
}

#[allow(
    clippy::too_many_lines,
    reason = "one scenario (moves, watchers, a drop, the way back) told in order"
)]
#[test]
fn only_the_seat_to_move_acts_watchers_see_the_game_and_a_dropped_seat_comes_back() {
    let addr = server(ServerConfig::default());
    runtime().block_on(async {
        let mut host = Raw::hello(addr).await;
        host.say(ClientMsg::Create {
            game: "senet-kendall".into(),
            options: String::new(),
            board: "classic".into(),
            teams: String::new(),
            time_limit_minutes: None,
            board_ron: None,
            seats: vec![SeatPlan::Remote, SeatPlan::Remote],
            names: Vec::new(),
            here: Vec::new(),
            invite_only: false,
        })
        .await;
        let Some(ServerMsg::Joined {
            code,
            seat: Some(0),
            token: Some(host_token),
            seed_hash: hash,
            ..
        }) = host.next().await
        else {
            panic!("joined");
        };
        assert_eq!(code.len(), 7, "{code}");
        assert_eq!(hash.len(), 64);
        let mut guest = Raw::hello(addr).await;
        guest
            .say(ClientMsg::Join {
                code: code.to_lowercase(),
                seat: None,
                watch: false,
                name: None,
            })
            .await;
        let Some(ServerMsg::Joined {
            seat: Some(1),
            token: Some(guest_token),
            ..
        }) = guest.next().await
        else {
            panic!("the guest takes seat 1");
        };
        // Only the host starts; then Senet's Black (seat 1) throws first.
        guest.say(ClientMsg::Start).await;
        assert!(matches!(
            guest
                .until(|m| matches!(m, ServerMsg::Refusal { .. }))
                .await,
            ServerMsg::Refusal { .. }
        ));
        host.say(ClientMsg::Start).await;
        let ServerMsg::ToMove { seat: 1, turn, .. } =
            host.until(|m| matches!(m, ServerMsg::ToMove { .. })).await
        else {
            panic!("Black to move");
        };
        // The host may not move for Black, nor with a stale turn.
        host.say(ClientMsg::Act {
            turn,
            action: "throw".into(),
        })
        .await;
        let ServerMsg::Refusal { reason } =
            host.until(|m| matches!(m, ServerMsg::Refusal { .. })).await
        else {
            unreachable!()
        };
        assert!(reason.contains("not your turn"), "{reason}");
        guest
            .say(ClientMsg::Act {
                turn: turn + 5,
                action: "throw".into(),
            })
            .await;
        let ServerMsg::Refusal { reason } = guest
            .until(|m| matches!(m, ServerMsg::Refusal { .. }))
            .await
        else {
            unreachable!()
        };
        assert!(reason.contains("turn"), "{reason}");
        // Black throws: everyone sees event 1.
        guest
            .say(ClientMsg::Act {
                turn,
                action: "throw".into(),
            })
            .await;
        let ServerMsg::Event(e) = host.until(|m| matches!(m, ServerMsg::Event(_))).await else {
            unreachable!()
        };
        assert_eq!((e.n, e.seat, e.action), (1, 1, None));
        // Black chooses its move: the legal actions go to Black's client only.
        assert!(!guest.legal_when_choosing().await.is_empty());
        let legal = host.legal_when_choosing().await;
        assert!(legal.is_empty(), "{legal:?}");
        // A watcher joins mid-game and is caught up.
        let mut watcher = Raw::hello(addr).await;
        watcher
            .say(ClientMsg::Join {
                code: code.clone(),
                seat: None,
                watch: true,
                name: None,
            })
            .await;
        assert!(matches!(
            watcher.next().await,
            Some(ServerMsg::Joined {
                seat: None,
                token: None,
                ..
            })
        ));
        let ServerMsg::Snapshot { record, last_event } = watcher
            .until(|m| matches!(m, ServerMsg::Snapshot { .. }))
            .await
        else {
            unreachable!()
        };
        assert_eq!(last_event, 1);
        assert!(
            !record.contains("[Seed") && !record.contains("[Sticks"),
            "{record}"
        );
        // Watchers cannot play.
        watcher
            .say(ClientMsg::Act {
                turn,
                action: "throw".into(),
            })
            .await;
        watcher
            .until(|m| matches!(m, ServerMsg::Refusal { .. }))
            .await;
        // The guest drops: the others are told, with the grace period.
        drop(guest);
        let ServerMsg::Presence {
            seat: 1,
            connected: false,
            grace_ms: Some(90_000),
        } = host
            .until(|m| matches!(m, ServerMsg::Presence { .. }))
            .await
        else {
            panic!("the guest's seat is gone");
        };
        // It comes back with its token and is told what it missed.
        let mut back = Raw::hello(addr).await;
        back.say(ClientMsg::Resume {
            code: code.clone(),
            token: guest_token.clone(),
            last_event: 0,
            also: Vec::new(),
        })
        .await;
        assert!(matches!(
            back.next().await,
            Some(ServerMsg::Joined { seat: Some(1), .. })
        ));
        back.until(|m| matches!(m, ServerMsg::Snapshot { last_event: 1, .. }))
            .await;
        let ServerMsg::Event(again) = back.until(|m| matches!(m, ServerMsg::Event(_))).await else {
            unreachable!()
        };
        assert_eq!(again.n, 1);
        host.until(|m| {
            matches!(
                m,
                ServerMsg::Presence {
                    seat: 1,
                    connected: true,
                    ..
                }
            )
        })
        .await;
        // A wrong token is refused.
        let mut thief = Raw::hello(addr).await;
        thief
            .say(ClientMsg::Resume {
                code,
                token: "00".repeat(16),
                last_event: 0,
                also: Vec::new(),
            })
            .await;
        assert!(matches!(
            thief.next().await,
            Some(ServerMsg::Refusal { .. })
        ));
        assert_ne!(host_token, guest_token);
        assert_eq!(seed_hash(0).len(), 64);
    });
}

#[test]
fn the_finished_record_is_written_in_the_records_folder_and_its_seed_matches_the_hash() {
    let dir = std::env::temp_dir().join(format!("mehen-online-{}", std::process::id()));
    let addr = server(ServerConfig {
        records: Some(dir.clone()),
        ..ServerConfig::default()
    });
    let rt = runtime();
    // One person against the server's Normal computer.
    let mut host = plan(addr, 3);
    host.create = Some((
        "hyena".into(),
        vec![SeatPlan::Remote, SeatPlan::Normal],
        String::new(),
    ));
    let out = rt.block_on(play(host)).expect("a whole game");
    assert!(
        out.events.iter().any(|e| e.seat == 1),
        "the computer played"
    );
    let code: String = out.code.chars().filter(|c| *c != '-').collect();
    // The server writes the record off its async workers as it tells the end: give it a moment.
    let file = dir.join(format!("{code}.mehen"));
    let mut written = String::new();
    for _ in 0..50 {
        written = std::fs::read_to_string(&file).unwrap_or_default();
        if written == out.record {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(written, out.record);
    assert_eq!(replay_offline(GameKind::Hyena, 2, &out), out.record);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Waits (bounded) for news from a game window's link that `wanted` accepts.
fn news_until(link: &mehen::online::link::Link, wanted: impl Fn(&News) -> bool) -> Vec<News> {
    let mut seen = Vec::new();
    for _ in 0..2_000 {
        while let Some(n) = link.try_news() {
            let done = wanted(&n);
            seen.push(n);
            if done {
                return seen;
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the news never came: {seen:?}");
}

/// A game window's link whose connection drops mid-game comes back by itself: it reconnects,
/// resumes its seat with its token and the last event it saw, and the game goes on.
#[allow(
    clippy::too_many_lines,
    reason = "one scenario (a drop, the way back, the game going on) told in order"
)]
#[test]
fn a_game_windows_link_comes_back_to_its_seat_after_a_drop() {
    use mehen::online::link::Link;
    let addr = server(ServerConfig::default());
    let rt = runtime();
    let relay = rt.block_on(Relay::to(addr));
    // The host goes through the relay; the guest straight to the server.
    let host = Link::open(
        format!("ws://{}/ws", relay.addr),
        ClientMsg::Create {
            game: "mehen".into(),
            options: String::new(),
            board: "classic".into(),
            teams: String::new(),
            time_limit_minutes: None,
            board_ron: None,
            seats: vec![SeatPlan::Remote, SeatPlan::Remote],
            names: Vec::new(),
            here: Vec::new(),
            invite_only: false,
        },
    );
    let seen = news_until(&host, |n| matches!(n, News::Msg(ServerMsg::Joined { .. })));
    let Some(News::Msg(ServerMsg::Joined { code, .. })) = seen.last().cloned() else {
        unreachable!()
    };
    let guest = Link::open(
        format!("ws://{addr}/ws"),
        ClientMsg::Join {
            code,
            seat: None,
            watch: false,
            name: None,
        },
    );
    news_until(&guest, |n| matches!(n, News::Msg(ServerMsg::Joined { .. })));
    news_until(
        &host,
        |n| matches!(n, News::Msg(ServerMsg::Lobby { seats, .. }) if seats.iter().all(|s| s.taken)),
    );
    host.send(ClientMsg::Start);
    host.send(ClientMsg::Act {
        turn: 0,
        action: "throw".into(),
    });
    news_until(
        &host,
        |n| matches!(n, News::Msg(ServerMsg::Event(e)) if e.n == 1),
    );
    // The network drops: the link says so, comes back, and is told where the game stands.
    rt.block_on(async { relay.cut() });
    let back = news_until(&host, |n| *n == News::Back);
    assert!(
        back.iter().any(|n| matches!(n, News::Reconnecting(_))),
        "{back:?}"
    );
    let resumed = news_until(&host, |n| matches!(n, News::Msg(ServerMsg::ToMove { .. })));
    assert!(
        resumed
            .iter()
            .any(|n| matches!(n, News::Msg(ServerMsg::Joined { seat: Some(0), .. }))),
        "{resumed:?}"
    );
    // The guest saw the host go and come back.
    news_until(&guest, |n| {
        matches!(
            n,
            News::Msg(ServerMsg::Presence {
                seat: 0,
                connected: true,
                ..
            })
        )
    });
    // The host plays on from where it was (a move after its throw, or a throw again after a Mehen
    // throw, as the seed fell): the room takes it.
    let (turn, action) = resumed
        .iter()
        .rev()
        .find_map(|n| match n {
            News::Msg(ServerMsg::ToMove {
                turn,
                throw_due,
                legal,
                ..
            }) => Some((
                *turn,
                match legal.first() {
                    Some(a) if !throw_due => a.clone(),
                    _ => "throw".to_string(),
                },
            )),
            _ => None,
        })
        .expect("where the game stands");
    host.send(ClientMsg::Act { turn, action });
    news_until(
        &host,
        |n| matches!(n, News::Msg(ServerMsg::Event(e)) if e.n == 2),
    );
}

#[allow(
    clippy::too_many_lines,
    reason = "one scenario (several seats, a drop, the way back to all) told in order"
)]
#[test]
fn one_window_plays_several_seats_beside_a_friend_and_comes_back_to_all_of_them() {
    let addr = server(ServerConfig::default());
    runtime().block_on(async {
        // Two people at the host's screen (seats 0 and 2), a friend elsewhere.
        let mut host = Raw::hello(addr).await;
        host.say(ClientMsg::Create {
            game: "mehen".into(),
            options: String::new(),
            board: "classic".into(),
            teams: String::new(),
            time_limit_minutes: None,
            board_ron: None,
            seats: vec![SeatPlan::Remote; 3],
            names: Vec::new(),
            here: vec![0, 2],
            invite_only: false,
        })
        .await;
        let Some(ServerMsg::Joined {
            code,
            seat: Some(0),
            token: Some(first),
            also,
            ..
        }) = host.next().await
        else {
            panic!("joined at seat 0");
        };
        assert_eq!(also.iter().map(|t| t.seat).collect::<Vec<_>>(), [2]);
        let mut friend = Raw::hello(addr).await;
        friend
            .say(ClientMsg::Join {
                code: code.clone(),
                seat: None,
                watch: false,
                name: None,
            })
            .await;
        let Some(ServerMsg::Joined { seat: Some(1), .. }) = friend.next().await else {
            panic!("the friend takes the free seat, 1");
        };
        host.say(ClientMsg::Start).await;
        // Both hear every turn in the same order; whoever plays the seat to move acts, until
        // the host's screen has played for seat 2.
        let mut played_for_two = false;
        for _ in 0..200 {
            let is_to_move = |m: &ServerMsg| matches!(m, ServerMsg::ToMove { .. });
            let at_host = host.until(is_to_move).await;
            let at_friend = friend.until(is_to_move).await;
            let ServerMsg::ToMove {
                seat,
                turn,
                throw_due,
                ..
            } = at_host
            else {
                unreachable!()
            };
            // The legal actions come only to the connection playing the seat to move.
            let (actor, msg) = if seat == 1 {
                (&mut friend, at_friend)
            } else {
                (&mut host, at_host)
            };
            let action = match msg {
                ServerMsg::ToMove { legal, .. } if !throw_due => legal[0].clone(),
                _ => "throw".to_string(),
            };
            actor.say(ClientMsg::Act { turn, action }).await;
            if seat == 2 {
                played_for_two = true;
                let ServerMsg::Event(e) = host.until(|m| matches!(m, ServerMsg::Event(_))).await
                else {
                    unreachable!()
                };
                if e.seat == 2 {
                    break;
                }
            }
        }
        assert!(played_for_two, "seat 2's turn came");
        // The host's screen drops: both its seats are gone for the friend.
        drop(host);
        let mut gone = Vec::new();
        while gone.len() < 2 {
            if let ServerMsg::Presence {
                seat,
                connected: false,
                ..
            } = friend
                .until(|m| matches!(m, ServerMsg::Presence { .. }))
                .await
            {
                gone.push(seat);
            }
        }
        gone.sort();
        assert_eq!(gone, [0, 2]);
        // It comes back to both with its tokens.
        let mut back = Raw::hello(addr).await;
        back.say(ClientMsg::Resume {
            code,
            token: first,
            last_event: 0,
            also: also.iter().map(|t| t.token.clone()).collect(),
        })
        .await;
        let Some(ServerMsg::Joined {
            seat: Some(0),
            also: again,
            ..
        }) = back.next().await
        else {
            panic!("back at seat 0");
        };
        assert_eq!(again, also);
    });
}
