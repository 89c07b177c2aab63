//! The room's task alone, without sockets: a lagging queue, a resume.
#![allow(
    clippy::unwrap_used,
    reason = "a test that unwraps fails loudly where it went wrong"
)]

use super::*;
use crate::online::protocol::SeatPlan;
use crate::online::server::ServerConfig;
use crate::play::setup::Setup;
use crate::rules::GameKind;
use tokio::sync::mpsc::error::TryRecvError;

fn task() -> RoomTask {
    let shared = Arc::new(Shared::new(ServerConfig::default(), None));
    let (handle, _) = shared.new_handle();
    let setup = Setup {
        kind: GameKind::SenetKendall,
        players: 2,
        options: String::new(),
        board: "classic".into(),
        teams: String::new(),
        board_ron: None,
        seed: 3,
    };
    let mut room = Room::new("ABCDEF".into(), setup, &[SeatPlan::Remote; 2], 0).unwrap();
    room.take_seat(None, "a".into()).unwrap();
    room.take_seat(None, "b".into()).unwrap();
    RoomTask::restored(room, shared, handle)
}

fn presence(seat: u8) -> ServerMsg {
    ServerMsg::Presence {
        seat,
        connected: true,
        grace_ms: None,
    }
}

#[test]
fn a_connection_that_falls_behind_is_let_go_whole_and_its_seat_is_away() {
    let mut task = task();
    let (slow, mut slow_news) = mpsc::channel(4);
    let (quick, mut quick_news) = mpsc::channel(100);
    task.add(1, vec![0], slow);
    task.add(2, vec![1], quick);
    let news: Vec<ServerMsg> = (0..10).map(|_| presence(1)).collect();
    task.publish(&news);
    // Nothing leaves before the store has what changed.
    assert!(matches!(quick_news.try_recv(), Err(TryRecvError::Empty)));
    task.flush();
    // The slow connection got what fitted, in order, and then its queue closed: it never
    // reads past a gap.
    for _ in 0..4 {
        assert_eq!(
            slow_news.try_recv().unwrap().text.as_str(),
            presence(1).json()
        );
    }
    assert!(matches!(
        slow_news.try_recv(),
        Err(TryRecvError::Disconnected)
    ));
    assert!(!task.members.contains_key(&1));
    // The other connection got everything, then word that seat 0 is away.
    for _ in 0..10 {
        assert_eq!(quick_news.try_recv().unwrap().kind, OutKind::News);
    }
    let away: ServerMsg =
        serde_json::from_str(quick_news.try_recv().unwrap().text.as_str()).unwrap();
    assert!(
        matches!(
            away,
            ServerMsg::Presence {
                seat: 0,
                connected: false,
                ..
            }
        ),
        "{away:?}"
    );
    assert!(!task.room.seats[0].connected);
}

#[test]
fn a_resume_closes_the_connection_that_held_the_seat_and_keeps_the_seat_here() {
    let mut task = task();
    let (old, mut old_news) = mpsc::channel(100);
    let (watcher, mut watcher_news) = mpsc::channel(100);
    task.add(1, vec![1], old);
    task.add(2, Vec::new(), watcher);
    let (new, _new_news) = mpsc::channel(100);
    let answer = task.resume(3, &["b".to_string()], 0, new);
    assert!(matches!(answer, Ok(ref a) if matches!(a[0], ServerMsg::Joined { seat: Some(1), .. })));
    task.flush();
    let bye: ServerMsg = serde_json::from_str(old_news.try_recv().unwrap().text.as_str()).unwrap();
    assert!(
        matches!(bye, ServerMsg::Closing { resume: false, .. }),
        "{bye:?}"
    );
    assert!(matches!(
        old_news.try_recv(),
        Err(TryRecvError::Disconnected)
    ));
    // The old connection's close, arriving later, changes nothing.
    task.leave(1);
    task.flush();
    assert!(task.room.seats[1].connected);
    let mut heard = Vec::new();
    while let Ok(out) = watcher_news.try_recv() {
        heard.push(serde_json::from_str::<ServerMsg>(out.text.as_str()).unwrap());
    }
    assert!(
        !heard.iter().any(|m| matches!(
            m,
            ServerMsg::Presence {
                connected: false,
                ..
            }
        )),
        "{heard:?}"
    );
    assert!(
        task.resume(4, &["z".to_string()], 0, mpsc::channel(1).0)
            .is_err()
    );
}
