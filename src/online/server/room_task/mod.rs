//! One room's task: the only owner of its [`Room`]. It takes its connections' requests over a
//! channel, answers each in turn, and sends every connection its news through that connection's
//! own bounded queue: a connection whose queue is full has fallen behind and is dropped from the
//! room (its socket closes and its client resumes from the last event it saw), so nobody ever
//! misses an event silently and a slow reader never slows the room. A computer seat thinks on a
//! blocking thread over a copy of the game and sends its move back as a request. A panic while the
//! room works ends this room, with a message to its players, and nothing else.

use super::{RoomHandle, Shared};
use crate::online::protocol::{GameEvent, ServerMsg};
use crate::online::room::{ComputerTurn, Room, RoomError};
use crate::online::store::Write;
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};

mod delivery;
mod entry;
#[cfg(test)]
mod tests;

pub(super) use delivery::{Out, OutKind, Outbox};

/// Requests waiting for a room's task at most (a connection sending more waits its turn).
pub(super) const QUEUE: usize = 64;

/// Messages waiting for a connection at most: past this it has fallen behind.
pub(super) const OUTBOX: usize = 256;

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
        /// The invitation the whole code carried, if any.
        invite: Option<String>,
    },
    Resume {
        tokens: Vec<String>,
        last_event: u64,
    },
}

/// What a connection in the room asks.
pub(super) enum Request {
    Start,
    /// `at`: when the action reached the server (its event's time is measured from there).
    Act {
        turn: u32,
        action: String,
        at: Instant,
    },
    HandOver {
        seat: u8,
    },
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
    /// The server is stopping: the players are told to reconnect, and the room closes as it is
    /// (kept in the store).
    Shutdown,
    /// Another process is to act for the room (it asked, or this one lost the room's lease): the
    /// players are told to reconnect, and the room closes as it is stored.
    GiveUp {
        why: &'static str,
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
    /// When the action whose events wait to be sent reached the server.
    acted: Option<Instant>,
    /// Why the room closes, once it does.
    closing: Option<&'static str>,
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

    /// Writes the room as it is at the task's first turn (a room taken up from a shared store).
    pub(super) fn keep_room(&mut self) {
        self.writes.push(Write::Room(self.room.saved()));
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
            acted: None,
            closing: None,
        }
    }

    /// Serves the room until it ends (expired, or broken by a panic).
    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // A restored room's computer may be the one to move.
        self.think();
        loop {
            if !self.store().await {
                self.give_up("this server lost the room");
                break;
            }
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
        // archive already; one the server stops on stays for its next start).
        let why = self.closing.unwrap_or("expired");
        if why == "expired" && !self.room.is_over() {
            self.writes.push(Write::Forget {
                code: self.room.code.clone(),
            });
        }
        self.store().await;
        self.flush();
        tracing::info!(room = %self.room.code, events = self.room.events.len(), "room closed: {why}");
        self.shared.forget_room(&self.room.code, self.handle.id);
        // Another process may take the room up at once.
        if let Some(store) = self.shared.store.as_ref().filter(|s| s.is_shared()) {
            let _ = store.give_back(&self.room.code).await;
        }
    }

    /// Lets the room go to another process, as it is stored: what was not stored is not sent, and
    /// the players are told to reconnect (the proxy brings them to the room's new process).
    fn give_up(&mut self, why: &'static str) {
        self.writes.clear();
        self.held.clear();
        self.replies.clear();
        let bye = Out::closing(why, true);
        for (_, member) in self.members.drain() {
            let _ = member.outbox.try_send(bye.clone());
        }
        self.closing = Some(why);
    }

    /// Writes what the last command changed, before any of it is sent; `false` when a store
    /// shared with other processes refused it (this process no longer holds the room).
    async fn store(&mut self) -> bool {
        if self.writes.is_empty() {
            return true;
        }
        let writes = std::mem::take(&mut self.writes);
        if let Some(store) = &self.shared.store {
            let started = Instant::now();
            let saved = store.save(writes).await;
            self.shared.metrics.store_write.observe(started.elapsed());
            if let Err(e) = saved {
                tracing::warn!(room = %self.room.code, "the store did not take the room's news: {e}");
                return !store.is_shared();
            }
        }
        true
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
        if let Some(at) = self.acted.take() {
            self.shared.metrics.action_to_event.observe(at.elapsed());
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
                    Entry::Join {
                        seat,
                        watch,
                        name,
                        invite,
                    } => self.join(
                        conn,
                        (seat, watch, invite.as_deref()),
                        name.as_deref(),
                        outbox,
                    ),
                    Entry::Resume { tokens, last_event } => {
                        self.resume(conn, &tokens, last_event, outbox)
                    }
                };
                self.replies.push((reply, answer));
            }
            Command::Request { conn, request } => self.request(conn, request),
            Command::Leave { conn } => self.leave(conn),
            Command::GiveUp { why } => {
                self.give_up(why);
                return false;
            }
            Command::Shutdown => {
                let (why, resume) = match self.shared.store {
                    Some(_) => ("the server is restarting; your game is kept", true),
                    None => ("the server stopped; this game cannot go on", false),
                };
                let bye = Out::closing(why, resume);
                for (_, member) in self.members.drain() {
                    let _ = member.outbox.try_send(bye.clone());
                }
                self.closing = Some("the server stops");
                return false;
            }
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
        let bye = Out::closing("this game met an error on the server and has ended", false);
        self.closing = Some("broken by an error");
        tracing::error!(room = %self.room.code, "the room broke: its game ended with an error");
        for (_, member) in self.members.drain() {
            let _ = member.outbox.try_send(bye.clone());
        }
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
            Request::Act { turn, action, at } => {
                self.acted = Some(at);
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
            Err(e) => {
                self.acted = None;
                self.refuse(conn, e);
            }
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
        self.shared
            .metrics
            .events
            .fetch_add(events.len() as u64, std::sync::atomic::Ordering::Relaxed);
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
                tracing::warn!("cannot write {}: {e}", path.display());
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
}
