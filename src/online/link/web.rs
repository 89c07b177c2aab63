//! The browser's link: the page's WebSocket. Its callbacks queue what the server says; the game
//! reads the queue each frame, and a dropped connection is tried again from there (no timers), with
//! the seat resumed by its token, as on the desktop. The socket lives in the page's one thread; the
//! game's resource holds only its number.

use super::{News, RETRY_EVERY, RETRY_FOR, Seat};
use crate::online::protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{CloseEvent, Event, MessageEvent, WebSocket};
use web_time::Instant;

/// The game's end of a connection to a server.
pub struct Link {
    id: u32,
}

/// A link's socket and what it remembers to come back to its seat.
struct Side {
    url: String,
    socket: Option<WebSocket>,
    /// The socket is open and greeted.
    open: bool,
    /// Said after hello on the first connection (create or join).
    first: Option<ClientMsg>,
    /// Messages the game sent while the socket was not open.
    waiting: VecDeque<ClientMsg>,
    news: VecDeque<News>,
    seat: Seat,
    /// Dropped: when it dropped, the attempts made and when the next is due.
    retry: Option<(Instant, u32, Instant)>,
    /// The callbacks the socket calls, kept alive with it.
    callbacks: Vec<Box<dyn std::any::Any>>,
}

thread_local! {
    static SIDES: RefCell<HashMap<u32, Side>> = RefCell::new(HashMap::new());
    static NEXT: RefCell<u32> = const { RefCell::new(1) };
}

fn with_side<T>(id: u32, f: impl FnOnce(&mut Side) -> T) -> Option<T> {
    SIDES.with(|s| s.borrow_mut().get_mut(&id).map(f))
}

fn send_now(socket: &WebSocket, msg: &ClientMsg) -> bool {
    socket.send_with_str(&msg.json()).is_ok()
}

/// Opens the socket of link `id` and hooks its callbacks.
fn connect(id: u32) {
    let Some(url) = with_side(id, |s| s.seat.url(&s.url)) else {
        return;
    };
    let socket = match WebSocket::new(&url) {
        Ok(s) => s,
        Err(_) => {
            with_side(id, |s| {
                s.news.push_back(News::Lost(format!("cannot reach {url}")))
            });
            return;
        }
    };
    let on_open = Closure::<dyn FnMut(Event)>::new(move |_| greet(id));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            heard(id, &text);
        }
    });
    let on_close = Closure::<dyn FnMut(CloseEvent)>::new(move |_| dropped(id));
    socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    with_side(id, |s| {
        s.socket = Some(socket);
        s.callbacks = vec![Box::new(on_open), Box::new(on_message), Box::new(on_close)];
    });
}

/// The socket opened: hello, then the first message or the seat's resume and what waited.
fn greet(id: u32) {
    with_side(id, |s| {
        let Some(socket) = s.socket.clone() else {
            return;
        };
        send_now(
            &socket,
            &ClientMsg::Hello {
                version: PROTOCOL_VERSION,
            },
        );
        if let Some(first) = s.first.take() {
            send_now(&socket, &first);
        } else if let (Some(code), Some(token)) = (s.seat.code.clone(), s.seat.token.clone()) {
            send_now(
                &socket,
                &ClientMsg::Resume {
                    code,
                    token,
                    last_event: s.seat.last_event,
                    also: s.seat.also.clone(),
                },
            );
            s.news.push_back(News::Back);
        }
        s.open = true;
        s.retry = None;
        while let Some(m) = s.waiting.pop_front() {
            send_now(&socket, &m);
        }
    });
}

/// A message from the server: what the link remembers of the seat, then the game's.
fn heard(id: u32, text: &str) {
    let Ok(msg) = serde_json::from_str::<ServerMsg>(text) else {
        return;
    };
    with_side(id, |s| {
        s.seat.heard(&msg);
        s.news.push_back(News::Msg(msg));
    });
}

/// The socket closed: a seat is tried again for the grace period; anything else is lost.
fn dropped(id: u32) {
    with_side(id, |s| {
        s.open = false;
        s.socket = None;
        if let Some(why) = s.seat.ended.take() {
            s.news.push_back(News::Lost(why));
            return;
        }
        if s.seat.token.is_none() {
            s.news
                .push_back(News::Lost("the server closed the connection".into()));
            return;
        }
        let now = Instant::now();
        let since = s.retry.map_or(now, |(since, _, _)| since);
        let tries = s.retry.map_or(0, |(_, n, _)| n);
        // The first try at once (the server may have sent the room on to its own address), then
        // one every while.
        let next = if s.retry.is_none() {
            now
        } else {
            now + RETRY_EVERY
        };
        s.retry = Some((since, tries, next));
        s.news.push_back(News::Reconnecting(tries));
    });
}

impl Link {
    /// Connects to `url` and says `first` after hello (create or join).
    pub fn open(url: String, first: ClientMsg) -> Link {
        let id = NEXT.with(|n| {
            let mut n = n.borrow_mut();
            *n += 1;
            *n
        });
        SIDES.with(|s| {
            s.borrow_mut().insert(
                id,
                Side {
                    url,
                    socket: None,
                    open: false,
                    seat: Seat::before(&first),
                    first: Some(first),
                    waiting: VecDeque::new(),
                    news: VecDeque::new(),
                    retry: None,
                    callbacks: Vec::new(),
                },
            )
        });
        connect(id);
        Link { id }
    }

    /// Sends a message (queued while the link reconnects).
    pub fn send(&self, msg: ClientMsg) {
        with_side(self.id, |s| match (&s.socket, s.open) {
            (Some(socket), true) if send_now(socket, &msg) => {}
            _ => s.waiting.push_back(msg),
        });
    }

    /// The next piece of news, if any (never waits); a dropped connection is tried again from here.
    pub fn try_news(&self) -> Option<News> {
        let due = with_side(self.id, |s| match s.retry {
            Some((since, _, _)) if since.elapsed() > RETRY_FOR => {
                s.retry = None;
                s.seat.token = None;
                s.news
                    .push_back(News::Lost(format!("{} could not be reached again", s.url)));
                false
            }
            Some((since, n, next)) if Instant::now() >= next && s.socket.is_none() => {
                s.retry = Some((since, n + 1, Instant::now() + RETRY_EVERY));
                s.news.push_back(News::Reconnecting(n + 1));
                true
            }
            _ => false,
        })?;
        if due {
            connect(self.id);
        }
        with_side(self.id, |s| s.news.pop_front()).flatten()
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        if let Some(side) = SIDES.with(|s| s.borrow_mut().remove(&self.id))
            && let Some(socket) = side.socket
        {
            socket.set_onclose(None);
            let _ = socket.close();
        }
    }
}
