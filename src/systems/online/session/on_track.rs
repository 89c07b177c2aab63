//! One truth: the position this window shows, once settled on the server's steps, checked against
//! the fingerprint of the server's last event; a board gone its own way, or stuck on a step it
//! cannot take, is built again from the server's events.

use super::OnlineSession;
use bevy::platform::time::Instant;
use std::time::Duration;

/// Why the match here was built again from the server's events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PutBack {
    /// The server refused a move made here.
    Refused,
    /// The position here, settled, was not the server's.
    OutOfStep,
    /// Built again, it still was not: nothing more is tried here.
    Unmended,
}

impl PutBack {
    /// What the panel says of it.
    pub fn message_id(self) -> &'static str {
        match self {
            PutBack::Refused => "online-put-back",
            PutBack::OutOfStep => "online-out-of-step-mended",
            PutBack::Unmended => "online-out-of-step",
        }
    }
}

/// How long the position here may differ from the server's, settled, before it is built again (a
/// step being entered takes a frame; a board gone its own way stays different).
const OFF_TRACK_GRACE: Duration = Duration::from_secs(1);

/// How long the server's next step may wait untaken while the game runs (entering a computer's move
/// takes a second or two) before the match is taken to be stuck on it.
const STUCK_GRACE: Duration = Duration::from_secs(8);

impl OnlineSession {
    /// Compares the position the match stands on, once settled on every step the server sent, with
    /// the server's after its last event: a position that stays different (a board gone its own
    /// way), or a step it cannot take, makes the match built again from the server's events.
    pub(super) fn check_position(&mut self, now: Instant, paused: bool) {
        let (Some(feed), Some(last)) = (self.feed.clone(), self.events.last()) else {
            return;
        };
        let (last_n, server) = (last.n, last.fingerprint);
        let taken = feed.taken();
        self.stuck = match self.stuck {
            _ if feed.backlog() == 0 || paused => None,
            Some((t, since)) if t == taken && now.duration_since(since) >= STUCK_GRACE => {
                self.mend(last_n);
                None
            }
            Some((t, since)) if t == taken => Some((t, since)),
            _ => Some((taken, now)),
        };
        let (Some(server), Some(here)) = (server, feed.shown_position()) else {
            return;
        };
        if feed.backlog() > 0 || self.move_in_flight() {
            self.off_since = None;
        } else if here == server {
            self.off_since = None;
            self.checked_to = last_n;
        } else if now.duration_since(*self.off_since.get_or_insert(now)) >= OFF_TRACK_GRACE {
            self.off_since = None;
            self.mend(last_n);
        }
    }

    /// Builds the match again from the server's events, once for a given last event: a match built
    /// again that is still off the server's game cannot be mended here (the player is told).
    fn mend(&mut self, last_event: u64) {
        if self.mended_at == Some(last_event) {
            self.put_back = Some(PutBack::Unmended);
        } else {
            self.mended_at = Some(last_event);
            self.rebuild = Some(PutBack::OutOfStep);
        }
    }
}
