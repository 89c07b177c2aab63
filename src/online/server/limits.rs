//! What one address may use: connections open at once (counted from the TCP accept, before any
//! HTTP), rooms created a minute, and failed tries at a room (a code or token that is no room's) a
//! minute. A stranger filling the server or guessing codes from one address meets these; the
//! server's own caps hold the rest.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The limits per address (a server's operator may raise them, the tests lower them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AddressLimits {
    /// Connections open at once, upgraded to WebSocket or not.
    pub connections: u32,
    /// Rooms created in a minute.
    pub rooms_per_minute: u32,
    /// Joins, watches and resumes that named no room or a wrong token, in a minute.
    pub failures_per_minute: u32,
}

impl Default for AddressLimits {
    fn default() -> Self {
        // Room for a household or a club behind one address, not for a flood.
        AddressLimits {
            connections: 64,
            rooms_per_minute: 20,
            failures_per_minute: 20,
        }
    }
}

const MINUTE: Duration = Duration::from_secs(60);

/// A count over a minute, from its first use.
#[derive(Debug, Clone, Copy)]
struct Window {
    start: Instant,
    count: u32,
}

impl Window {
    fn new(now: Instant) -> Self {
        Window {
            start: now,
            count: 0,
        }
    }

    fn current(&mut self, now: Instant) -> &mut u32 {
        if now.duration_since(self.start) >= MINUTE {
            *self = Window::new(now);
        }
        &mut self.count
    }

    fn stale(&self, now: Instant) -> bool {
        now.duration_since(self.start) >= MINUTE
    }
}

#[derive(Debug, Clone, Copy)]
struct Usage {
    connections: u32,
    rooms: Window,
    failures: Window,
}

/// Each address's use, against [`AddressLimits`].
#[derive(Debug, Default)]
pub struct Limits {
    limits: AddressLimits,
    by_address: Mutex<HashMap<IpAddr, Usage>>,
}

impl Limits {
    pub fn new(limits: AddressLimits) -> Self {
        Limits {
            limits,
            by_address: Mutex::new(HashMap::new()),
        }
    }

    fn with<T>(&self, ip: IpAddr, f: impl FnOnce(&mut Usage, Instant) -> T) -> T {
        let now = Instant::now();
        let mut map = self.by_address.lock().expect("limits lock");
        let usage = map.entry(ip).or_insert(Usage {
            connections: 0,
            rooms: Window::new(now),
            failures: Window::new(now),
        });
        let answer = f(usage, now);
        // Addresses with nothing open and nothing counted this minute are forgotten.
        if usage.connections == 0 && usage.rooms.stale(now) && usage.failures.stale(now) {
            map.remove(&ip);
        }
        answer
    }

    /// Counts a new connection from `ip`; `false` (not counted) when the address has its fill.
    pub fn open(&self, ip: IpAddr) -> bool {
        let most = self.limits.connections;
        self.with(ip, |u, _| {
            let room = u.connections < most;
            if room {
                u.connections += 1;
            }
            room
        })
    }

    /// A connection from `ip` closed.
    pub fn close(&self, ip: IpAddr) {
        self.with(ip, |u, _| u.connections = u.connections.saturating_sub(1));
    }

    /// Counts a room created from `ip`; `false` (not counted) past the minute's allowance.
    pub fn create(&self, ip: IpAddr) -> bool {
        let most = self.limits.rooms_per_minute;
        self.with(ip, |u, now| {
            let n = u.rooms.current(now);
            let room = *n < most;
            if room {
                *n += 1;
            }
            room
        })
    }

    /// May `ip` try a code or a token now (its failures this minute are under the allowance)?
    pub fn may_try(&self, ip: IpAddr) -> bool {
        let most = self.limits.failures_per_minute;
        self.with(ip, |u, now| *u.failures.current(now) < most)
    }

    /// A try from `ip` named no room, or a wrong token.
    pub fn failed(&self, ip: IpAddr) {
        self.with(ip, |u, now| *u.failures.current(now) += 1);
    }

    /// Addresses tracked now (for the metrics and the tests).
    pub fn addresses(&self) -> usize {
        self.by_address.lock().expect("limits lock").len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_allowance_and_no_more() {
        let limits = Limits::new(AddressLimits {
            connections: 2,
            rooms_per_minute: 1,
            failures_per_minute: 2,
        });
        let a: IpAddr = [127, 0, 0, 1].into();
        let b: IpAddr = [127, 0, 0, 2].into();
        assert!(limits.open(a) && limits.open(a));
        assert!(!limits.open(a), "a third connection from one address");
        assert!(limits.open(b), "another address is not held back");
        limits.close(a);
        assert!(limits.open(a), "a closed connection frees its place");
        assert!(limits.create(a) && !limits.create(a));
        assert!(limits.may_try(a));
        limits.failed(a);
        limits.failed(a);
        assert!(!limits.may_try(a) && limits.may_try(b));
        for _ in 0..3 {
            limits.close(a);
        }
        assert!(
            !limits.may_try(a),
            "failures are remembered after the connections close"
        );
        assert!(limits.open(a) && limits.open(a) && !limits.open(a));
    }
}
