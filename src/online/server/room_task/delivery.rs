//! The room's news to its connections: held until the store has what changed, then sent through
//! each connection's bounded queue (the legal actions only to the seat to move's); a connection
//! whose queue is full has fallen behind and is let go whole.

use super::RoomTask;
use crate::online::protocol::ServerMsg;
use axum::extract::ws::Utf8Bytes;
use tokio::sync::mpsc;

/// A message for one connection: its text, and what it is to the connection.
#[derive(Debug, Clone)]
pub(in crate::online::server) struct Out {
    pub text: Utf8Bytes,
    pub kind: OutKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::online::server) enum OutKind {
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

    pub(super) fn closing(reason: &str, resume: bool) -> Self {
        let msg = ServerMsg::Closing {
            reason: reason.into(),
            resume,
        };
        Out {
            text: msg.json().into(),
            kind: OutKind::Closing,
        }
    }
}

pub(in crate::online::server) type Outbox = mpsc::Sender<Out>;

impl RoomTask {
    /// News for every connection, sent once what changed is stored.
    pub(super) fn publish(&mut self, news: &[ServerMsg]) {
        self.held.extend_from_slice(news);
    }

    /// Sends each message to every connection (the legal actions only to the seat to move's); a
    /// connection whose queue is full is dropped.
    pub(super) fn send(&mut self, news: &[ServerMsg]) {
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
    pub(super) fn drop_member(&mut self, id: u64, why: Option<&str>, kept: &[u8]) {
        let Some(member) = self.members.remove(&id) else {
            return;
        };
        if let Some(why) = why {
            let _ = member.outbox.try_send(Out::closing(why, false));
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

    pub(super) fn leave(&mut self, conn: u64) {
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
pub(super) fn strip_legal(msg: &mut ServerMsg, seats: &[u8]) {
    if let ServerMsg::ToMove { seat, legal, .. } = msg
        && !seats.contains(seat)
    {
        legal.clear();
    }
}
