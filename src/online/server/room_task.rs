//! One room's task: the only owner of its [`Room`]. It takes its connections' requests over a
//! channel, answers each in turn, and sends every connection its news through that connection's
//! own bounded queue: a connection whose queue is full has fallen behind and is dropped from the
//! room (its socket closes and its client resumes from the last event it saw), so nobody ever
//! misses an event silently and a slow reader never slows the room. A computer seat thinks on a
//! blocking thread over a copy of the game and sends its move back as a request. A panic while the
//! room works ends this room, with a message to its players, and nothing else.

use super::{RoomHandle, Shared};
use crate::online::protocol::{GameEvent, SeatToken, ServerMsg, clean_name, show_code};
use crate::online::room::{ComputerTurn, Room, RoomError, seed_hash};
use crate::online::store::Write;
use axum::extract::ws::Utf8Bytes;
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// Requests waiting for a room's task at most (a connection sending more waits its turn).
pub(super) const QUEUE: usize = 64;

/// Messages waiting for a connection at most: past this it has fallen behind.
pub(super) const OUTBOX: usize = 256;

/// A message for one connection: its text, and what it is to the connection.
#[derive(Debug, Clone)]
pub(super) struct Out {
    pub text: Utf8Bytes,
    pub kind: OutKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum OutKind {
    News,
    /// An answer to this connection's request: counts against its message budget.
    Refusal,
    /// The room lets the connection go ([`ServerMsg::Closing`]).
    Closing,
}

impl Out {
    fn news(text: Utf8Bytes) -> Self {
        Out {
            text,
            kind: OutKind::News,
        }
    }

    fn closing(reason: &str) -> Self {
        let msg = ServerMsg::Closing {
            reason: reason.into(),
            resume: false,
        };
        Out {
            text: msg.json().into(),
            kind: OutKind::Closing,
        }
    }
}

pub(super) type Outbox = mpsc::Sender<Out>;

/// A connection in the room: the seats it plays (none: watching) and its queue.
pub(super) struct Member {
    pub seats: Vec<u8>,
    pub outbox: Outbox,
}

/// How a connection comes into a room.
pub(super) enum Entry {
    Join {
        seat: Option<u8>,
        watch: bool,
        name: Option<String>,
    },
    Resume {
        tokens: Vec<String>,
        last_event: u64,
    },
}

/// What a connection in the room asks.
pub(super) enum Request {
    Start,
    Act { turn: u32, action: String },
    HandOver { seat: u8 },
    EndGame,
}

/// Why a connection could not come in: a code or token that is wrong (counted against its
/// address), or another reason.
pub(super) enum Refused {
    WrongSecret(String),
    Other(String),
}

pub(super) enum Command {
    /// A connection comes in; its first messages (or why not) come back on `reply`, its news then
    /// on `outbox`.
    Enter {
        conn: u64,
        entry: Entry,
        outbox: Outbox,
        reply: oneshot::Sender<Result<Vec<ServerMsg>, Refused>>,
    },
    Request {
        conn: u64,
        request: Request,
    },
    Leave {
        conn: u64,
    },
    /// A computer's choice for `turn` (`None`: throw), or `Err` when its thinking panicked.
    Thought {
        turn: ComputerTurn,
        choice: Result<Option<String>, ()>,
    },
}

pub(super) struct RoomTask {
    room: Room,
    shared: Arc<Shared>,
    handle: RoomHandle,
    members: HashMap<u64, Member>,
    /// The computer turn being thought about, if one is.
    thinking: Option<ComputerTurn>,
    /// Since when nobody has been connected (the server's ms), if nobody is.
    empty_since: Option<u64>,
    /// What the last command changed, for the store: written before anything below is sent.
    writes: Vec<Write>,
    /// News for every connection, sent once the writes are stored.
    held: Vec<ServerMsg>,
    /// Answers to connections coming in, sent once the writes are stored.
    replies: Vec<(Reply, Result<Vec<ServerMsg>, Refused>)>,
}

type Reply = oneshot::Sender<Result<Vec<ServerMsg>, Refused>>;

impl RoomTask {
    /// A new room's task, with its creator in it (the room is stored first).
    pub(super) fn new(
        room: Room,
        shared: Arc<Shared>,
        handle: RoomHandle,
        (conn, creator): (u64, Member),
    ) -> Self {
        let mut task = RoomTask::restored(room, shared, handle);
        task.add(conn, creator.seats, creator.outbox);
        task.writes.push(Write::Room(task.room.saved()));
        task
    }

    /// The task of a room read back from the store, with nobody connected yet.
    pub(super) fn restored(room: Room, shared: Arc<Shared>, handle: RoomHandle) -> Self {
        let now = shared.now();
        RoomTask {
            room,
            shared,
            handle,
            members: HashMap::new(),
            thinking: None,
            empty_since: Some(now),
            writes: Vec::new(),
            held: Vec::new(),
            replies: Vec::new(),
        }
    }

    /// Serves the room until it ends (expired, or broken by a panic).
    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // A restored room's computer may be the one to move.
        self.think();
        loop {
            self.store().await;
            self.flush();
            let command = tokio::select! {
                command = rx.recv() => command,
                _ = tick.tick() => None,
            };
            let worked = catch_unwind(AssertUnwindSafe(|| match command {
                Some(command) => self.handle(command),
                None => self.tick(),
            }));
            match worked {
                Ok(true) => {}
                Ok(false) => break,
                Err(_) => {
                    self.broken();
                    break;
                }
            }
        }
        // Expired: an unfinished game nobody came back to is forgotten (a finished one is in the
        // archive already).
        if !self.room.is_over() {
            self.writes.push(Write::Forget {
                code: self.room.code.clone(),
            });
        }
        self.store().await;
        self.flush();
        self.shared.forget_room(&self.room.code, self.handle.id);
    }

    /// Writes what the last command changed, before any of it is sent.
    async fn store(&mut self) {
        if self.writes.is_empty() {
            return;
        }
        let writes = std::mem::take(&mut self.writes);
        if let Some(store) = &self.shared.store
            && let Err(e) = store.save(writes).await
        {
            eprintln!("mehen: room {}: {e}", self.room.code);
        }
    }

    /// Sends the answers and the news held until the writes were stored.
    fn flush(&mut self) {
        for (reply, answer) in self.replies.drain(..) {
            let _ = reply.send(answer);
        }
        // Sending may drop a connection that fell behind, and its seats' news follows.
        for _ in 0..16 {
            if self.held.is_empty() {
                break;
            }
            let news = std::mem::take(&mut self.held);
            self.send(&news);
        }
    }

    /// Handles one command; `false` when the room is to close.
    fn handle(&mut self, command: Command) -> bool {
        match command {
            Command::Enter {
                conn,
                entry,
                outbox,
                reply,
            } => {
                let answer = match entry {
                    Entry::Join { seat, watch, name } => {
                        self.join(conn, (seat, watch), name.as_deref(), outbox)
                    }
                    Entry::Resume { tokens, last_event } => {
                        self.resume(conn, &tokens, last_event, outbox)
                    }
                };
                self.replies.push((reply, answer));
            }
            Command::Request { conn, request } => self.request(conn, request),
            Command::Leave { conn } => self.leave(conn),
            Command::Thought { turn, choice } => {
                self.thinking = None;
                let Ok(choice) = choice else {
                    panic!("a computer's thinking failed in room {}", self.room.code);
                };
                match self.room.play_computer(&turn, choice) {
                    Ok(events) => self.changed(false, events),
                    // The engine refused its own computer's choice: the game cannot go on.
                    Err(e) => panic!(
                        "room {}: the computer's move was refused: {e}",
                        self.room.code
                    ),
                }
            }
        }
        true
    }

    /// Once a second: the clock of a timed game, and whether the room has expired.
    fn tick(&mut self) -> bool {
        let now = self.shared.now();
        if self.room.clock.is_some() {
            self.room.tick(now);
            if let Some(end) = self.room.end_if_time_up() {
                self.changed(false, vec![end]);
            }
        }
        let Some(since) = self.empty_since else {
            return true;
        };
        let config = &self.shared.config;
        let under_way = self.room.started && !self.room.is_over();
        let allowed = if under_way {
            config.idle_room_ms
        } else {
            config.idle_lobby_ms
        };
        now.saturating_sub(since) < allowed
    }

    /// The room broke (a panic in its engine or its computer): its players are told, their
    /// connections closed.
    fn broken(&mut self) {
        let bye = Out::closing("this game met an error on the server and has ended");
        for (_, member) in self.members.drain() {
            let _ = member.outbox.try_send(bye.clone());
        }
    }

    fn join(
        &mut self,
        conn: u64,
        (seat, watch): (Option<u8>, bool),
        name: Option<&str>,
        outbox: Outbox,
    ) -> Result<Vec<ServerMsg>, Refused> {
        let other = |e: RoomError| Refused::Other(e.to_string());
        let name = name
            .map(clean_name)
            .transpose()
            .map_err(Refused::Other)?
            .flatten();
        let room = &mut self.room;
        let (seat, token) = if watch {
            (None, None)
        } else {
            if room.started {
                return Err(other(RoomError::AlreadyStarted));
            }
            let token = super::new_token();
            let s = room.take_seat(seat, token.clone()).map_err(other)?;
            if let Some(name) = name {
                room.seats[s as usize].name = name;
            }
            (Some(s), Some(token))
        };
        room.last_active = self.shared.now();
        let mut out = vec![
            ServerMsg::Joined {
                code: show_code(&room.code),
                seat,
                token,
                seed_hash: seed_hash(room.setup.seed),
                also: Vec::new(),
            },
            room.lobby(),
        ];
        // A watcher arriving mid-game sees what happened so far.
        if watch && room.started {
            out.extend(room.catch_up(0));
            out.extend(room.end().or_else(|| room.to_move()));
        }
        if seat.is_some() {
            let lobby = room.lobby();
            self.writes.push(Write::Room(self.room.saved()));
            self.publish(&[lobby]);
        }
        self.add(conn, seat.into_iter().collect(), outbox);
        Ok(out)
    }

    fn resume(
        &mut self,
        conn: u64,
        tokens: &[String],
        last_event: u64,
        outbox: Outbox,
    ) -> Result<Vec<ServerMsg>, Refused> {
        let mut mine: Vec<SeatToken> = Vec::new();
        for t in tokens.iter().take(6) {
            let seat = self
                .room
                .seat_of(t)
                .map_err(|e| Refused::WrongSecret(e.to_string()))?;
            if !mine.iter().any(|m| m.seat == seat) {
                mine.push(SeatToken {
                    seat,
                    token: t.clone(),
                });
            }
        }
        let Some(first) = mine.first().cloned() else {
            return Err(Refused::WrongSecret(RoomError::BadToken.to_string()));
        };
        let seats: Vec<u8> = mine.iter().map(|m| m.seat).collect();
        // One owner a seat: a connection still holding one of these seats is closed (its player
        // is back elsewhere).
        let holders: Vec<u64> = self
            .members
            .iter()
            .filter(|(_, m)| m.seats.iter().any(|s| seats.contains(s)))
            .map(|(&id, _)| id)
            .collect();
        for id in holders {
            self.drop_member(id, Some("another connection took this seat back"), &seats);
        }
        let now = self.shared.now();
        for &seat in &seats {
            self.room.set_connected(seat, true, now);
        }
        let back: Vec<ServerMsg> = seats
            .iter()
            .map(|&seat| ServerMsg::Presence {
                seat,
                connected: true,
                grace_ms: None,
            })
            .collect();
        self.publish(&back);
        let room = &mut self.room;
        room.last_active = now;
        let mut out = vec![
            ServerMsg::Joined {
                code: show_code(&room.code),
                seat: Some(first.seat),
                token: Some(first.token),
                seed_hash: seed_hash(room.setup.seed),
                also: mine.split_off(1),
            },
            room.lobby(),
        ];
        out.extend(room.catch_up(last_event));
        out.extend(room.end().or_else(|| room.to_move()));
        // The legal actions only for the seat to move, when it is one of these.
        for m in &mut out {
            strip_legal(m, &seats);
        }
        self.add(conn, seats, outbox);
        Ok(out)
    }

    fn add(&mut self, conn: u64, seats: Vec<u8>, outbox: Outbox) {
        self.members.insert(conn, Member { seats, outbox });
        self.empty_since = None;
    }

    fn request(&mut self, conn: u64, request: Request) {
        let Some(member) = self.members.get(&conn) else {
            return;
        };
        let Some(&first) = member.seats.first() else {
            return self.refuse(conn, RoomError::Watching);
        };
        let seats = member.seats.clone();
        let now = self.shared.now();
        let grace = self.shared.config.grace_ms;
        self.room.tick(now);
        let room = &mut self.room;
        let (lobby, outcome) = match request {
            Request::Start => {
                let host = room.host();
                let by = if seats.contains(&host) { host } else { first };
                (true, room.start_game(by))
            }
            Request::Act { turn, action } => {
                if self.shared.config.panic_on_action.as_ref() == Some(&action) {
                    panic!("a fault injected by the tests in room {}", room.code);
                }
                // The seat to move, when this connection plays it.
                let seat = room
                    .game
                    .seat_to_move()
                    .filter(|s| seats.contains(s))
                    .unwrap_or(first);
                (false, room.act(seat, turn, &action))
            }
            Request::HandOver { seat } => (true, room.hand_to_computer(seat, first, now, grace)),
            Request::EndGame => (false, room.end_by_choice(first, now, grace)),
        };
        match outcome {
            Ok(events) => {
                self.room.last_active = now;
                self.changed(lobby, events);
            }
            Err(e) => self.refuse(conn, e),
        }
    }

    fn refuse(&mut self, conn: u64, why: RoomError) {
        let text = ServerMsg::Refusal {
            reason: why.to_string(),
        }
        .json();
        if let Some(member) = self.members.get(&conn)
            && member
                .outbox
                .try_send(Out {
                    text: text.into(),
                    kind: OutKind::Refusal,
                })
                .is_err()
        {
            self.drop_member(conn, None, &[]);
        }
    }

    /// The game changed: its news to everyone (the lobby too when its seats changed), then who is
    /// to move or the end; a computer to move starts thinking.
    fn changed(&mut self, lobby: bool, events: Vec<GameEvent>) {
        let mut news: Vec<ServerMsg> = Vec::with_capacity(events.len() + 2);
        if lobby {
            news.push(self.room.lobby());
            self.writes.push(Write::Room(self.room.saved()));
        }
        let used_ms = self.room.clock.map_or(0, |c| c.used_ms);
        for event in events {
            self.writes.push(Write::Event {
                code: self.room.code.clone(),
                event: event.clone(),
                used_ms,
            });
            news.push(ServerMsg::Event(event));
        }
        if let Some(end) = self.room.end() {
            self.keep_record(&end);
            news.push(end);
        } else if let Some(to_move) = self.room.to_move() {
            news.push(to_move);
        }
        self.publish(&news);
        self.think();
    }

    /// A finished game's record goes to the store's archive, and to the records folder (written off
    /// the async workers).
    fn keep_record(&mut self, end: &ServerMsg) {
        let ServerMsg::End { record, .. } = end else {
            return;
        };
        self.writes.push(Write::Finished {
            code: self.room.code.clone(),
            record: record.clone(),
        });
        let Some(dir) = &self.shared.config.records else {
            return;
        };
        // Named by the room's code (letters and digits only): nothing outside the folder.
        let path = dir.join(format!("{}.mehen", self.room.code));
        let (dir, record) = (dir.clone(), record.clone());
        tokio::task::spawn_blocking(move || {
            if let Err(e) =
                std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, record))
            {
                eprintln!("mehen: cannot write {}: {e}", path.display());
            }
        });
    }

    /// A computer seat to move thinks on a blocking thread, over a copy of the game, within the
    /// server's budget; its choice comes back as a [`Command::Thought`].
    fn think(&mut self) {
        if self.thinking.is_some() {
            return;
        }
        let Some(turn) = self.room.computer_turn() else {
            return;
        };
        self.thinking = Some(turn);
        let game = self.room.game.fork();
        let budget = Duration::from_millis(self.shared.config.computer_budget_ms);
        let tx = self.handle.tx.clone();
        tokio::task::spawn_blocking(move || {
            let choice = catch_unwind(AssertUnwindSafe(|| {
                game.computer_within(turn.level, turn.seed, budget)
            }))
            .map_err(|_| ());
            let _ = tx.blocking_send(Command::Thought { turn, choice });
        });
    }

    /// News for every connection, sent once what changed is stored.
    fn publish(&mut self, news: &[ServerMsg]) {
        self.held.extend_from_slice(news);
    }

    /// Sends each message to every connection (the legal actions only to the seat to move's); a
    /// connection whose queue is full is dropped.
    fn send(&mut self, news: &[ServerMsg]) {
        let mut behind = Vec::new();
        for msg in news {
            let plain = Utf8Bytes::from(without_legal(msg).json());
            let full = match msg {
                ServerMsg::ToMove { legal, .. } if !legal.is_empty() => {
                    Some(Utf8Bytes::from(msg.json()))
                }
                _ => None,
            };
            let to_move = match msg {
                ServerMsg::ToMove { seat, .. } => Some(*seat),
                _ => None,
            };
            for (&id, member) in &self.members {
                if behind.contains(&id) {
                    continue;
                }
                let text = match (&full, to_move) {
                    (Some(full), Some(s)) if member.seats.contains(&s) => full.clone(),
                    _ => plain.clone(),
                };
                if member.outbox.try_send(Out::news(text)).is_err() {
                    behind.push(id);
                }
            }
        }
        for id in behind {
            self.drop_member(id, None, &[]);
        }
    }

    /// A connection leaves the room: closed by its client, replaced by another connection of its
    /// seats (`why` it is told), or fallen behind (its connection tells it to resume). Its seats not `kept` by a new connection are away (their
    /// grace period starts), and everyone is told.
    fn drop_member(&mut self, id: u64, why: Option<&str>, kept: &[u8]) {
        let Some(member) = self.members.remove(&id) else {
            return;
        };
        if let Some(why) = why {
            let _ = member.outbox.try_send(Out::closing(why));
        }
        drop(member.outbox);
        let now = self.shared.now();
        let grace_ms = Some(self.shared.config.grace_ms);
        let away: Vec<ServerMsg> = member
            .seats
            .iter()
            .filter(|s| !kept.contains(s))
            .map(|&seat| {
                self.room.set_connected(seat, false, now);
                ServerMsg::Presence {
                    seat,
                    connected: false,
                    grace_ms,
                }
            })
            .collect();
        if self.members.is_empty() {
            self.empty_since = Some(now);
        }
        if !away.is_empty() {
            self.publish(&away);
        }
    }

    fn leave(&mut self, conn: u64) {
        self.drop_member(conn, None, &[]);
    }
}

/// The message as every connection but the seat to move's sees it.
fn without_legal(msg: &ServerMsg) -> std::borrow::Cow<'_, ServerMsg> {
    match msg {
        ServerMsg::ToMove { legal, .. } if !legal.is_empty() => {
            let mut m = msg.clone();
            strip_legal(&mut m, &[]);
            std::borrow::Cow::Owned(m)
        }
        _ => std::borrow::Cow::Borrowed(msg),
    }
}

/// Clears a `to_move`'s legal actions unless its seat is one of `seats`.
fn strip_legal(msg: &mut ServerMsg, seats: &[u8]) {
    if let ServerMsg::ToMove { seat, legal, .. } = msg
        && !seats.contains(seat)
    {
        legal.clear();
    }
}

#[cfg(test)]
mod tests {
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
        assert!(
            matches!(answer, Ok(ref a) if matches!(a[0], ServerMsg::Joined { seat: Some(1), .. }))
        );
        task.flush();
        let bye: ServerMsg =
            serde_json::from_str(old_news.try_recv().unwrap().text.as_str()).unwrap();
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
}
