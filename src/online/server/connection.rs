//! One client's WebSocket: its greeting, the room it creates or enters, its requests handed to that
//! room's task, the room's news sent back, and the limits a stranger meets (a message budget, an
//! entry deadline, pings and a silence limit, a send timeout).

use super::metrics::Refusal;
use super::room_task::{Command, Entry, Out, OutKind, Refused, Request};
use super::{BURST, NewRoom, RATE, RoomHandle, Shared, Slot};
use crate::online::protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg, read_code, split_code};
use crate::rules::GameKind;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};

/// How long one message may take to leave: a client that stops reading is closed after it.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);

struct Conn {
    id: u64,
    ip: IpAddr,
    hello: bool,
    room: Option<RoomHandle>,
    /// The room's news for this connection.
    inbox: Option<mpsc::Receiver<Out>>,
    /// The room said why it lets this connection go.
    told_why: bool,
    /// The connection closes once its answer is sent (a room made for another process).
    leaving: bool,
    /// The room the proxy routed this connection for (`/ws?room=CODE`): only such a connection
    /// takes a room up from a shared store, so a stranger cannot move a room between processes.
    routed: Option<String>,
    budget: f64,
    last_refill: Instant,
}

/// What the loop does next.
enum Step {
    Send(Vec<Utf8Bytes>),
    Ping,
    Nothing,
    /// Close, telling the client why when there is something to tell.
    Close(Option<Bye>),
}

/// A [`ServerMsg::Closing`].
struct Bye(ServerMsg);

impl Bye {
    fn resume(reason: &str) -> Self {
        Bye(ServerMsg::Closing {
            reason: reason.into(),
            resume: true,
        })
    }

    fn done(reason: &str) -> Self {
        Bye(ServerMsg::Closing {
            reason: reason.into(),
            resume: false,
        })
    }
}

fn text(msg: &ServerMsg) -> Utf8Bytes {
    Utf8Bytes::from(msg.json())
}

fn error(message: impl Into<String>) -> Vec<Utf8Bytes> {
    vec![text(&ServerMsg::Error {
        message: message.into(),
    })]
}

fn refusal(reason: impl std::fmt::Display) -> Vec<Utf8Bytes> {
    vec![text(&ServerMsg::Refusal {
        reason: reason.to_string(),
    })]
}

/// Serves one WebSocket until it closes; its [`Slot`] is freed with it.
pub(super) async fn run(
    socket: WebSocket,
    shared: Arc<Shared>,
    slot: Arc<Slot>,
    routed: Option<String>,
) {
    let config = &shared.config;
    let (mut sink, mut stream) = socket.split();
    let mut conn = Conn {
        id: shared.next_connection.fetch_add(1, Ordering::Relaxed),
        ip: slot.ip,
        hello: false,
        room: None,
        inbox: None,
        told_why: false,
        leaving: false,
        routed,
        budget: BURST,
        last_refill: Instant::now(),
    };
    let silence = Duration::from_millis(config.silence_ms.max(3));
    let entry_by = tokio::time::sleep(Duration::from_millis(config.entry_timeout_ms));
    tokio::pin!(entry_by);
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + silence / 3, silence / 3);
    let mut heard = Instant::now();
    loop {
        let step = tokio::select! {
            incoming = stream.next() => {
                heard = Instant::now();
                match incoming {
                    Some(Ok(Message::Text(t))) => Step::Send(conn.answer(&shared, t.as_str()).await),
                    Some(Ok(Message::Binary(_))) => {
                        Step::Close(Some(Bye::done("binary frames are not spoken here")))
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => Step::Nothing,
                    // Closed, or a frame over the size limit, or a broken connection.
                    _ => Step::Close(None),
                }
            }
            out = next_out(&mut conn.inbox) => match out {
                // What else waits goes in the same write (an event and who is to move next).
                Some(out) => Step::Send(conn.waiting_news(out, &shared)),
                // The room let this connection go: it said why (another connection took its seats
                // back, the room broke), or the connection fell behind its news.
                None if conn.told_why => Step::Close(None),
                None => Step::Close(Some(Bye::resume(
                    "this connection fell behind the game: resume from the last event you saw",
                ))),
            },
            _ = &mut entry_by, if conn.room.is_none() => {
                Step::Close(Some(Bye::done("no room was created, joined or resumed in time")))
            }
            _ = ping.tick() => {
                if heard.elapsed() >= silence {
                    Step::Close(None)
                } else {
                    Step::Ping
                }
            }
        };
        let sent = match step {
            Step::Send(texts) if conn.leaving => {
                let close = [Message::Close(None)];
                send_all(&mut sink, texts.into_iter().map(Message::Text).chain(close)).await;
                false
            }
            Step::Send(texts) => send_all(&mut sink, texts.into_iter().map(Message::Text)).await,
            Step::Ping => send_all(&mut sink, [Message::Ping(Default::default())]).await,
            Step::Nothing => true,
            Step::Close(bye) => {
                let last = bye.map(|b| Message::Text(text(&b.0)));
                send_all(&mut sink, last.into_iter().chain([Message::Close(None)])).await;
                false
            }
        };
        if !sent {
            break;
        }
    }
    if let Some(room) = conn.room {
        let _ = room.tx.send(Command::Leave { conn: conn.id }).await;
    }
    drop(slot);
}

/// Sends the messages, in one write where they fit, within [`SEND_TIMEOUT`]; `false` once that
/// fails or takes too long.
async fn send_all(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    messages: impl IntoIterator<Item = Message>,
) -> bool {
    let sent = tokio::time::timeout(SEND_TIMEOUT, async {
        for m in messages {
            sink.feed(m).await?;
        }
        sink.flush().await
    });
    matches!(sent.await, Ok(Ok(())))
}

/// Messages sent in one write at most.
const BATCH: usize = 32;

/// The room's next message for this connection; `None` once the room let it go.
async fn next_out(inbox: &mut Option<mpsc::Receiver<Out>>) -> Option<Out> {
    match inbox.as_mut() {
        Some(rx) => rx.recv().await,
        None => std::future::pending().await,
    }
}

impl Conn {
    /// Is a message left in the budget (refilled at [`RATE`] a second up to [`BURST`])?
    fn can_spend(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last_refill).as_secs_f64() * RATE;
        self.budget = (self.budget + refill).min(BURST);
        self.last_refill = now;
        self.budget >= 1.0
    }

    fn spend(&mut self) {
        self.budget -= 1.0;
    }

    /// `first` and the room's other messages already waiting (up to [`BATCH`]), noting what they
    /// are: a refusal costs a message, a closing says why the room lets this connection go.
    fn waiting_news(&mut self, first: Out, shared: &Shared) -> Vec<Utf8Bytes> {
        let mut texts = Vec::with_capacity(4);
        let mut next = Some(first);
        while let Some(out) = next.take() {
            match out.kind {
                OutKind::Refusal => {
                    self.spend();
                    shared.metrics.refused(Refusal::Room);
                }
                OutKind::Closing => self.told_why = true,
                OutKind::News => {}
            }
            texts.push(out.text);
            if texts.len() < BATCH {
                next = self.inbox.as_mut().and_then(|rx| rx.try_recv().ok());
            }
        }
        texts
    }

    /// Answers one text message: what goes back to this client alone. A request handed to the
    /// room is answered through its news and costs nothing; everything else costs a message.
    async fn answer(&mut self, shared: &Arc<Shared>, text: &str) -> Vec<Utf8Bytes> {
        if !self.can_spend() {
            shared.metrics.refused(Refusal::TooFast);
            return error("too many messages: slow down");
        }
        let answer = match serde_json::from_str::<ClientMsg>(text) {
            Ok(msg) => self.answer_message(shared, msg).await,
            Err(e) => {
                shared.metrics.refused(Refusal::BadMessage);
                error(format!("not a message of this game: {e}"))
            }
        };
        if !answer.is_empty() {
            self.spend();
        }
        answer
    }

    /// The first message must be hello, in this server's version of the protocol.
    fn greet(&mut self, msg: ClientMsg) -> Vec<Utf8Bytes> {
        match msg {
            ClientMsg::Hello { version } if version == PROTOCOL_VERSION => {
                self.hello = true;
                vec![text(&ServerMsg::Welcome {
                    version: PROTOCOL_VERSION,
                })]
            }
            ClientMsg::Hello { version } => error(format!(
                "this server speaks version {PROTOCOL_VERSION} of the protocol, not {version}"
            )),
            _ => error("say hello first"),
        }
    }

    /// A room asked for: its game read, then made.
    async fn create_asked(&mut self, shared: &Arc<Shared>, msg: ClientMsg) -> Vec<Utf8Bytes> {
        let ClientMsg::Create {
            game,
            options,
            board,
            teams,
            time_limit_minutes,
            board_ron,
            seats,
            names,
            here,
            invite_only,
        } = msg
        else {
            return error("not a request for a room");
        };
        let Some(kind) = GameKind::from_name(&game) else {
            return refusal(format!("`{game}` is not a game of Mehen"));
        };
        let ask = NewRoom {
            kind,
            setup_text: [options, board, teams],
            board_ron,
            time_limit: time_limit_minutes,
            seats,
            names,
            here,
            invite_only,
        };
        self.create(shared, ask).await
    }

    async fn answer_message(&mut self, shared: &Arc<Shared>, msg: ClientMsg) -> Vec<Utf8Bytes> {
        if !self.hello {
            return self.greet(msg);
        }
        let request = match msg {
            ClientMsg::Hello { .. } => return error("already greeted"),
            create @ ClientMsg::Create { .. } => return self.create_asked(shared, create).await,
            ClientMsg::Join {
                code,
                seat,
                watch,
                name,
            } => {
                return self
                    .enter(
                        shared,
                        &code,
                        Entry::Join {
                            seat,
                            watch,
                            name,
                            // The six characters after the room's in a whole code.
                            invite: read_code(&code)
                                .and_then(|c| split_code(&c).1.map(str::to_string)),
                        },
                    )
                    .await;
            }
            ClientMsg::Resume {
                code,
                token,
                last_event,
                also,
            } => {
                let mut tokens = vec![token];
                tokens.extend(also);
                return self
                    .enter(shared, &code, Entry::Resume { tokens, last_event })
                    .await;
            }
            ClientMsg::Start => Request::Start,
            ClientMsg::Act { turn, action } => Request::Act {
                turn,
                action,
                at: Instant::now(),
            },
            ClientMsg::HandOver { seat } => Request::HandOver { seat },
            ClientMsg::EndGame => Request::EndGame,
        };
        let Some(room) = &self.room else {
            return refusal("join a room first");
        };
        let sent = room.tx.send(Command::Request {
            conn: self.id,
            request,
        });
        match sent.await {
            Ok(()) => Vec::new(),
            Err(_) => refusal("this room has closed"),
        }
    }

    async fn create(&mut self, shared: &Arc<Shared>, ask: NewRoom) -> Vec<Utf8Bytes> {
        if self.room.is_some() {
            return refusal("this connection is already in a room");
        }
        if !shared.limits.create(self.ip) {
            shared.metrics.refused(Refusal::Limit);
            tracing::warn!(address = %self.ip, "room creation refused: the address's allowance is spent");
            return refusal("too many games were created from your address in the last minute");
        }
        // Rooms shared with other processes: made here, played where the room's code routes.
        if shared.store.as_ref().is_some_and(|s| s.is_shared()) {
            return match super::shared_rooms::create(shared, ask).await {
                Ok(answer) => {
                    self.leaving = true;
                    answer.iter().map(text).collect()
                }
                Err(why) => refusal(why),
            };
        }
        let (outbox, inbox) = mpsc::channel(super::room_task::OUTBOX);
        match super::create(shared, ask, self.id, outbox) {
            Ok((handle, answer)) => {
                self.room = Some(handle);
                self.inbox = Some(inbox);
                answer.iter().map(text).collect()
            }
            Err(why) => refusal(why),
        }
    }

    /// Joins, watches or resumes the room with the typed code (one room a connection).
    async fn enter(&mut self, shared: &Arc<Shared>, typed: &str, entry: Entry) -> Vec<Utf8Bytes> {
        if self.room.is_some() {
            return refusal("this connection is already in a room");
        }
        if !shared.limits.may_try(self.ip) {
            shared.metrics.refused(Refusal::Limit);
            tracing::warn!(address = %self.ip, "a try at a room refused: too many wrong codes or tokens");
            return refusal(
                "too many tries with wrong room codes or seat tokens from your address: wait a minute",
            );
        }
        let no_room = || refusal(format!("no room {typed} on this server"));
        let code = read_code(typed).unwrap_or_default();
        let room_code = split_code(&code).0;
        let routed_here = self.routed.as_deref() == Some(room_code);
        let room = match super::find_room(shared, room_code, routed_here).await {
            Ok(Some(room)) => room,
            Ok(None) => {
                shared.limits.failed(self.ip);
                shared.metrics.refused(Refusal::WrongSecret);
                return no_room();
            }
            // The store is out of reach a moment, or another process still holds the room: the
            // client comes back, as after a drop.
            Err(super::shared_rooms::Unavailable) => {
                self.leaving = true;
                return vec![text(&ServerMsg::Closing {
                    reason: "the room cannot be reached for a moment: reconnecting".into(),
                    resume: true,
                })];
            }
        };
        let (outbox, inbox) = mpsc::channel(super::room_task::OUTBOX);
        let (reply, answer) = oneshot::channel();
        let command = Command::Enter {
            conn: self.id,
            entry,
            outbox,
            reply,
        };
        // The room ended meanwhile; where the store is shared it may only have moved to another
        // process (given up while this connection came in): the client comes back and finds it.
        let moved = shared.store.as_ref().is_some_and(|s| s.is_shared());
        let gone = |this: &mut Self| {
            if moved {
                this.leaving = true;
                vec![text(&ServerMsg::Closing {
                    reason: "the room moved: reconnecting".into(),
                    resume: true,
                })]
            } else {
                no_room()
            }
        };
        if room.tx.send(command).await.is_err() {
            return gone(self);
        }
        match answer.await {
            Ok(Ok(answer)) => {
                self.room = Some(room);
                self.inbox = Some(inbox);
                answer.iter().map(text).collect()
            }
            Ok(Err(Refused::WrongSecret(why))) => {
                shared.limits.failed(self.ip);
                shared.metrics.refused(Refusal::WrongSecret);
                refusal(why)
            }
            Ok(Err(Refused::Other(why))) => refusal(why),
            // The room closed meanwhile.
            Err(_) => gone(self),
        }
    }
}
