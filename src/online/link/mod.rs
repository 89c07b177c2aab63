//! A game window's connection to a server, which hands the server's messages to the game each frame
//! and sends what the game gives it. When the connection drops it comes back by itself: it
//! reconnects, says hello and resumes its seat with the token and the last event it saw, for as long
//! as the server's grace period lasts. On the desktop a thread of its own keeps it ([`native`]); in
//! a browser the page's WebSocket ([`web`]).

use super::protocol::{ClientMsg, ServerMsg};
use std::time::Duration;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::Link;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::Link;

/// What the link tells the game.
#[derive(Debug, Clone, PartialEq)]
pub enum News {
    /// A message from the server.
    Msg(ServerMsg),
    /// The connection dropped; the link is trying again (attempt `n`).
    Reconnecting(u32),
    /// Connected again, the seat resumed.
    Back,
    /// The link gave up: why.
    Lost(String),
}

/// What a link remembers to come back to its seats: the room, the tokens, the last event seen.
#[derive(Default)]
struct Seat {
    code: Option<String>,
    token: Option<String>,
    /// The tokens of the other seats this window plays.
    also: Vec<String>,
    last_event: u64,
    /// The server let the connection go for good (another connection took the seats back, the
    /// room ended on an error): why. The link then stops rather than take the seats back in turn.
    ended: Option<String>,
}

impl Seat {
    /// Where to connect: the room's own address once its code is known.
    fn url(&self, base: &str) -> String {
        self.code
            .as_deref()
            .map_or_else(|| base.to_owned(), |code| room_url(base, code))
    }

    /// A seat about to say `first`: joining or watching a room knows its code from the start.
    fn before(first: &ClientMsg) -> Seat {
        let code = match first {
            ClientMsg::Join { code, .. } | ClientMsg::Resume { code, .. } => Some(code.clone()),
            _ => None,
        };
        Seat {
            code,
            ..Seat::default()
        }
    }

    /// Notes what a message from the server tells of the seat.
    fn heard(&mut self, msg: &ServerMsg) {
        match msg {
            ServerMsg::Joined {
                code, token, also, ..
            } => {
                self.code = Some(code.clone());
                if token.is_some() {
                    self.token = token.clone();
                    self.also = also.iter().map(|t| t.token.clone()).collect();
                }
            }
            ServerMsg::Event(e) => self.last_event = self.last_event.max(e.n),
            ServerMsg::Closing {
                reason,
                resume: false,
            } => self.ended = Some(reason.clone()),
            _ => {}
        }
    }
}

/// How long the link keeps trying after a drop, and how often.
const RETRY_FOR: Duration = Duration::from_secs(120);
const RETRY_EVERY: Duration = Duration::from_millis(1500);

/// The address of room `code`'s connections: `ws://HOST:PORT/ws?room=CODE`, so that a proxy in
/// front of several server processes sends every connection of a room to the same one.
pub fn room_url(url: &str, code: &str) -> String {
    let base = url.split_once('?').map_or(url, |(base, _)| base);
    match super::protocol::read_code(code) {
        Some(code) => format!("{base}?room={}", super::protocol::split_code(&code).0),
        None => base.to_owned(),
    }
}

/// `ws://HOST:PORT/ws` from what a player types: `HOST:PORT`, `ws://HOST:PORT` or the whole URL.
pub fn ws_url(typed: &str) -> String {
    let t = typed.trim().trim_end_matches('/');
    let t = if t.contains("://") {
        t.replacen("http://", "ws://", 1)
            .replacen("https://", "wss://", 1)
    } else {
        format!("ws://{t}")
    };
    if t.ends_with("/ws") {
        t
    } else {
        format!("{t}/ws")
    }
}
