//! Seats played somewhere else (an online game): the match on screen takes their throws and moves
//! from the server, in the order the server numbered them, and hands what the seats played at this
//! screen to the online room to send. Every seat's throws come from the server (it holds the seed):
//! a seat here asks for its throw and plays it when it comes back. Shared between the match and the
//! online room (a clone of the same handle), so neither imports the other.

use bevy::prelude::{Message, Resource};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

/// An online game is open in this window: leaving it leaves a seat waiting on the server, with
/// nothing saved here (the pause menus say so).
#[derive(Resource, Debug, Default)]
pub struct OnlineGame;

/// The title screen asks to go back to the online game this window left before its end (the
/// settings keep its seat).
#[derive(Message, Debug, Clone, Copy)]
pub struct GoBackOnline;

/// One thing the server says happened, to play here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A throw and the number it gave.
    Throw(u8),
    /// An action of a seat played elsewhere, as the record writes it.
    Action(String),
    /// The game's time limit ran out (the server's clock): the game ends between turns.
    TimeUp,
}

/// What this screen's seats did, to send: the turn it was played in and `throw` or the action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outgoing {
    pub turn: u32,
    pub action: String,
}

#[derive(Debug, Default)]
struct Inner {
    incoming: VecDeque<Step>,
    outbox: Vec<Outgoing>,
    /// A throw was asked of the server and has not come back.
    throw_asked: bool,
    /// The action last taken came from the server: played here, it is not sent back.
    from_server: bool,
    /// The time left on the server's clock (seconds) when it last said, and whether it stands
    /// still (a seat is away).
    time_left: Option<f32>,
    clock_paused: bool,
    /// The fingerprint of the match's position while it stands settled on the server's steps
    /// (none while a step is being entered), for the online room to check against the server's.
    shown: Option<std::num::NonZeroU64>,
    /// Steps taken so far (a feed whose steps stop being taken is stuck).
    taken: u64,
}

/// The online room's and the match's shared view of the remote seats.
#[derive(Debug, Clone, Default)]
pub struct RemoteFeed {
    /// The seats played at this screen, a bit each (none: watching).
    here: u8,
    inner: Arc<Mutex<Inner>>,
}

impl RemoteFeed {
    /// A feed for a match whose seats in `here` (a bit each) are played at this screen.
    pub fn new(here: u8) -> RemoteFeed {
        RemoteFeed {
            here,
            inner: Arc::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic elsewhere while holding it leaves plain data: go on with it.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The seats played at this screen, a bit each.
    pub fn here(&self) -> u8 {
        self.here
    }

    /// Is `seat` played at this screen?
    pub fn is_here(&self, seat: u8) -> bool {
        seat < 8 && self.here & (1 << seat) != 0
    }

    /// Is the seat to move played from the server's steps now: a seat elsewhere, or a seat here
    /// while the server's steps are being caught up (a window that came back to its seat, or was
    /// put back on the server's position)? Only a throw this window asked for is left to the seat's
    /// player: nothing can be composed on a position the server has gone past.
    pub fn drives(&self, seat: u8) -> bool {
        let inner = self.lock();
        let asked_throw =
            inner.throw_asked && matches!(inner.incoming.front(), Some(Step::Throw(_)));
        !self.is_here(seat) || (!inner.incoming.is_empty() && !asked_throw)
    }

    /// The server's next step, to play (the online room).
    pub fn push(&self, step: Step) {
        self.lock().incoming.push_back(step);
    }

    /// The next step to play, without taking it.
    pub fn peek(&self) -> Option<Step> {
        self.lock().incoming.front().cloned()
    }

    /// Steps not yet played.
    pub fn backlog(&self) -> usize {
        self.lock().incoming.len()
    }

    /// The next step is a throw: takes it.
    pub fn take_throw(&self) -> Option<u8> {
        let mut inner = self.lock();
        match inner.incoming.front() {
            Some(Step::Throw(v)) => {
                let v = *v;
                inner.incoming.pop_front();
                inner.throw_asked = false;
                inner.shown = None;
                inner.taken += 1;
                Some(v)
            }
            _ => None,
        }
    }

    /// The next step is an action: takes it.
    pub fn take_action(&self) -> Option<String> {
        let mut inner = self.lock();
        match inner.incoming.front() {
            Some(Step::Action(_)) => match inner.incoming.pop_front() {
                Some(Step::Action(a)) => {
                    inner.from_server = true;
                    inner.shown = None;
                    inner.taken += 1;
                    Some(a)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// A seat here throws on turn `turn`: the server is asked (once) and the throw comes back as a
    /// step.
    pub fn ask_throw(&self, turn: u32) {
        let mut inner = self.lock();
        if !inner.throw_asked {
            inner.throw_asked = true;
            inner.outbox.push(Outgoing {
                turn,
                action: "throw".into(),
            });
        }
    }

    /// Is a throw asked and not back yet?
    pub fn throw_pending(&self) -> bool {
        self.lock().throw_asked
    }

    /// The match played `action` on turn `turn` (the engine took it), for a seat here or not: a
    /// seat here's move is sent, unless it was the server's own step (this seat's move caught up
    /// after coming back).
    pub fn played(&self, here: bool, turn: u32, action: String) {
        let mut inner = self.lock();
        let from_server = std::mem::take(&mut inner.from_server);
        if here && !from_server {
            inner.outbox.push(Outgoing { turn, action });
        }
    }

    /// The next step is the end on time: takes it.
    pub fn take_time_up(&self) -> bool {
        let mut inner = self.lock();
        let due = inner.incoming.front() == Some(&Step::TimeUp);
        if due {
            inner.incoming.pop_front();
            inner.shown = None;
            inner.taken += 1;
        }
        due
    }

    /// The server's clock: the time left (seconds), told with each turn (the online room).
    pub fn set_time_left(&self, seconds: f32) {
        self.lock().time_left = Some(seconds);
    }

    /// The time left the server last told, once (the table sets its clock from it).
    pub fn take_time_left(&self) -> Option<f32> {
        self.lock().time_left.take()
    }

    /// The server's clock stands still while a seat is away.
    pub fn set_clock_paused(&self, paused: bool) {
        self.lock().clock_paused = paused;
    }

    pub fn clock_paused(&self) -> bool {
        self.lock().clock_paused
    }

    /// The match's position, settled (`None` while a step is being entered or shown).
    pub fn show_position(&self, fingerprint: Option<std::num::NonZeroU64>) {
        self.lock().shown = fingerprint;
    }

    /// How many steps the match has taken.
    pub fn taken(&self) -> u64 {
        self.lock().taken
    }

    /// The fingerprint of the match's position when it last stood settled.
    pub fn shown_position(&self) -> Option<std::num::NonZeroU64> {
        self.lock().shown
    }

    /// What to send (the online room).
    pub fn drain_outbox(&self) -> Vec<Outgoing> {
        std::mem::take(&mut self.lock().outbox)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throws_are_asked_once_and_steps_are_taken_in_order() {
        let feed = RemoteFeed::new(0b01);
        let room = feed.clone();
        assert!(feed.is_here(0) && !feed.is_here(1));
        feed.ask_throw(3);
        feed.ask_throw(3);
        assert_eq!(
            room.drain_outbox(),
            [Outgoing {
                turn: 3,
                action: "throw".into()
            }]
        );
        assert!(feed.throw_pending());
        room.push(Step::Throw(2));
        room.push(Step::Action("a1-3".into()));
        // An action is not a throw: it waits its turn.
        assert_eq!(feed.take_action(), None);
        assert_eq!(feed.take_throw(), Some(2));
        assert!(!feed.throw_pending());
        assert_eq!(feed.take_throw(), None);
        assert_eq!(feed.take_action().as_deref(), Some("a1-3"));
        assert_eq!(feed.backlog(), 0);
        // The other seat's move is played here, then this seat's own is sent.
        feed.played(false, 3, "a1-3".into());
        feed.played(true, 4, "pass".into());
        assert_eq!(room.drain_outbox()[0].action, "pass");
        assert!(room.drain_outbox().is_empty());
        // A seat here whose earlier move is caught up: played from the server's step, not sent.
        room.push(Step::Action("b2-4".into()));
        assert!(feed.drives(0));
        assert_eq!(feed.take_action().as_deref(), Some("b2-4"));
        feed.played(true, 5, "b2-4".into());
        assert!(room.drain_outbox().is_empty() && !feed.drives(0) && feed.drives(1));
        // Another seat's move from the server, then this seat's own: sent.
        room.push(Step::Action("c1-2".into()));
        assert_eq!(feed.take_action().as_deref(), Some("c1-2"));
        feed.played(false, 6, "c1-2".into());
        feed.played(true, 7, "a3-5".into());
        assert_eq!(room.drain_outbox()[0].action, "a3-5");
    }
}
