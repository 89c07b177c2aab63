//! The desktop's link: a thread of its own (a small tokio runtime) keeps the WebSocket, hands the
//! server's messages over a channel the game reads each frame, and sends what the game gives it.

use super::{News, RETRY_EVERY, RETRY_FOR, Seat};
use crate::online::protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::sync::mpsc;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// The game's end of a connection to a server.
pub struct Link {
    out: tokio::sync::mpsc::UnboundedSender<ClientMsg>,
    /// Behind a lock only so the link can be shared (a game keeps it in a resource).
    news: std::sync::Mutex<mpsc::Receiver<News>>,
}

impl Link {
    /// Connects to `url` on a thread of its own and says `first` after hello (create or join).
    pub fn open(url: String, first: ClientMsg) -> Link {
        let (out, rx) = tokio::sync::mpsc::unbounded_channel();
        let (tell, news) = mpsc::channel();
        let seat = Seat::before(&first);
        let _ = out.send(first);
        std::thread::Builder::new()
            .name("mehen-online".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build();
                match runtime {
                    Ok(rt) => rt.block_on(keep((url, seat), rx, tell)),
                    Err(e) => {
                        let _ = tell.send(News::Lost(format!("cannot start the connection: {e}")));
                    }
                }
            })
            .expect("a thread for the connection");
        Link {
            out,
            news: std::sync::Mutex::new(news),
        }
    }

    /// Sends a message (queued while the link reconnects).
    pub fn send(&self, msg: ClientMsg) {
        let _ = self.out.send(msg);
    }

    /// The next piece of news, if any (never waits).
    pub fn try_news(&self) -> Option<News> {
        self.news.lock().ok()?.try_recv().ok()
    }
}

/// How one connection's traffic ended.
enum Pumped {
    /// The connection dropped (the message it could not take is kept in `unsent`).
    Dropped,
    /// The game dropped the link, or stopped listening: nothing more to do.
    Over,
}

/// Carries messages both ways on one connection until it drops or the game is done with it.
async fn pump(
    (sink, stream): (
        &mut futures_util::stream::SplitSink<Socket, Message>,
        &mut futures_util::stream::SplitStream<Socket>,
    ),
    out: &mut tokio::sync::mpsc::UnboundedReceiver<ClientMsg>,
    (seat, unsent): (&mut Seat, &mut Option<ClientMsg>),
    tell: &mpsc::Sender<News>,
) -> Pumped {
    loop {
        tokio::select! {
            msg = out.recv() => match msg {
                Some(m) => {
                    if sink.send(text(&m)).await.is_err() {
                        *unsent = Some(m);
                        return Pumped::Dropped;
                    }
                }
                // The game dropped the link: close politely.
                None => {
                    let _ = sink.close().await;
                    return Pumped::Over;
                }
            },
            frame = stream.next() => match frame {
                Some(Ok(Message::Text(t))) => {
                    let Ok(msg) = serde_json::from_str::<ServerMsg>(&t) else {
                        continue;
                    };
                    seat.heard(&msg);
                    if tell.send(News::Msg(msg)).is_err() {
                        return Pumped::Over;
                    }
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return Pumped::Dropped,
                Some(Ok(_)) => {}
            },
        }
    }
}

/// Keeps the connection until the game drops the link or the server cannot be reached again.
async fn keep(
    (base, mut seat): (String, Seat),
    mut out: tokio::sync::mpsc::UnboundedReceiver<ClientMsg>,
    tell: mpsc::Sender<News>,
) {
    let mut first = true;
    // A message the dropped connection could not take: sent again once the seat is resumed.
    let mut unsent: Option<ClientMsg> = None;
    // Bounded: each pass is one connection; a game has few drops, and a link that cannot resume
    // gives up after RETRY_FOR.
    for _ in 0..10_000 {
        let url = seat.url(&base);
        let socket = match connect(&url).await {
            Ok(s) => s,
            Err(e) if first => {
                let _ = tell.send(News::Lost(e));
                return;
            }
            Err(_) => match retry(&url, &tell).await {
                Some(s) => s,
                None => return,
            },
        };
        let (mut sink, mut stream) = socket.split();
        let hello = ClientMsg::Hello {
            version: PROTOCOL_VERSION,
        };
        if sink.send(text(&hello)).await.is_err() {
            continue;
        }
        if !first {
            let (Some(code), Some(token)) = (seat.code.clone(), seat.token.clone()) else {
                let _ = tell.send(News::Lost(
                    "the connection dropped before the room was made".into(),
                ));
                return;
            };
            let resume = ClientMsg::Resume {
                code,
                token,
                last_event: seat.last_event,
                also: seat.also.clone(),
            };
            if sink.send(text(&resume)).await.is_err() {
                continue;
            }
            if let Some(m) = unsent.take()
                && sink.send(text(&m)).await.is_err()
            {
                unsent = Some(m);
                continue;
            }
            let _ = tell.send(News::Back);
        }
        first = false;
        let connection = (&mut sink, &mut stream);
        if let Pumped::Over = pump(connection, &mut out, (&mut seat, &mut unsent), &tell).await {
            return;
        }
        if let Some(why) = seat.ended.take() {
            let _ = tell.send(News::Lost(why));
            return;
        }
        if seat.token.is_none() {
            let _ = tell.send(News::Lost("the server closed the connection".into()));
            return;
        }
        let _ = tell.send(News::Reconnecting(0));
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(url: &str) -> Result<Socket, String> {
    // No Nagle: a move is a small message that should leave at once.
    let attempt = tokio_tungstenite::connect_async_with_config(url, None, true);
    match tokio::time::timeout(Duration::from_secs(8), attempt).await {
        Ok(Ok((socket, _))) => Ok(socket),
        Ok(Err(e)) => Err(format!("cannot reach {url}: {e}")),
        Err(_) => Err(format!("cannot reach {url}: no answer")),
    }
}

/// Tries to connect again every RETRY_EVERY for RETRY_FOR, telling the game each attempt.
async fn retry(url: &str, tell: &mpsc::Sender<News>) -> Option<Socket> {
    let attempts = (RETRY_FOR.as_millis() / RETRY_EVERY.as_millis()) as u32;
    for n in 1..=attempts {
        if tell.send(News::Reconnecting(n)).is_err() {
            return None;
        }
        tokio::time::sleep(RETRY_EVERY).await;
        if let Ok(s) = connect(url).await {
            return Some(s);
        }
    }
    let _ = tell.send(News::Lost(format!("{url} could not be reached again")));
    None
}

fn text(msg: &ClientMsg) -> Message {
    Message::Text(msg.json().into())
}
