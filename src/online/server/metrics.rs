//! What an operator watches (`GET /metrics`, Prometheus's text format): rooms and connections live,
//! events played, messages refused by reason, the time from a player's action to its event leaving
//! the server, and the store's write time. Counters are atomics, so a room's task never waits to
//! count.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// A histogram's bucket bounds, in seconds.
const BOUNDS: [f64; 12] = [
    0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

/// A Prometheus histogram of durations.
#[derive(Debug, Default)]
pub struct Histogram {
    buckets: [AtomicU64; BOUNDS.len()],
    count: AtomicU64,
    /// The sum, in microseconds.
    sum_us: AtomicU64,
}

impl Histogram {
    pub fn observe(&self, d: Duration) {
        let seconds = d.as_secs_f64();
        if let Some(i) = BOUNDS.iter().position(|&b| seconds <= b) {
            self.buckets[i].fetch_add(1, Ordering::Relaxed);
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_us
            .fetch_add(d.as_micros() as u64, Ordering::Relaxed);
    }

    /// The bound under which `q` of the observations fall (from the buckets), in seconds.
    pub fn quantile(&self, q: f64) -> Option<f64> {
        let count = self.count.load(Ordering::Relaxed);
        if count == 0 {
            return None;
        }
        let wanted = (count as f64 * q).ceil() as u64;
        let mut seen = 0;
        for (i, b) in self.buckets.iter().enumerate() {
            seen += b.load(Ordering::Relaxed);
            if seen >= wanted {
                return Some(BOUNDS[i]);
            }
        }
        Some(f64::INFINITY)
    }

    fn write(&self, out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        let mut cumulative = 0;
        for (bound, b) in BOUNDS.iter().zip(&self.buckets) {
            cumulative += b.load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{le=\"{bound}\"}} {cumulative}");
        }
        let count = self.count.load(Ordering::Relaxed);
        let sum = self.sum_us.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
    }
}

/// Why a message was refused, as the metrics count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Not valid JSON, or not a message of the protocol.
    BadMessage,
    /// Over the connection's message budget.
    TooFast,
    /// The room refused it (not the seat's turn, a stale turn, an illegal move...).
    Room,
    /// A code or token that is no room's.
    WrongSecret,
    /// An address over its allowance, or the server full.
    Limit,
}

const REFUSALS: [(Refusal, &str); 5] = [
    (Refusal::BadMessage, "bad_message"),
    (Refusal::TooFast, "too_fast"),
    (Refusal::Room, "room"),
    (Refusal::WrongSecret, "wrong_code_or_token"),
    (Refusal::Limit, "limit"),
];

/// The server's counters.
#[derive(Debug, Default)]
pub struct Metrics {
    pub events: AtomicU64,
    refused: [AtomicU64; REFUSALS.len()],
    /// From a player's action reaching the server to its event leaving it.
    pub action_to_event: Histogram,
    /// One commit of the store, as a room waits for it.
    pub store_write: Histogram,
}

impl Metrics {
    pub fn refused(&self, why: Refusal) {
        if let Some(i) = REFUSALS.iter().position(|(r, _)| *r == why) {
            self.refused[i].fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The page `GET /metrics` answers, with the gauges read at this moment.
    pub fn render(&self, rooms: usize, connections: usize) -> String {
        let mut out = String::with_capacity(4096);
        let gauge = |out: &mut String, name: &str, help: &str, v: f64| {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {v}");
        };
        gauge(&mut out, "mehen_rooms", "Rooms open now.", rooms as f64);
        gauge(
            &mut out,
            "mehen_connections",
            "Connections open now, upgraded or not.",
            connections as f64,
        );
        let events = self.events.load(Ordering::Relaxed);
        let _ = writeln!(
            out,
            "# HELP mehen_events_total Events played in every room.\n# TYPE mehen_events_total counter\nmehen_events_total {events}"
        );
        let _ = writeln!(
            out,
            "# HELP mehen_refused_total Messages refused, by reason.\n# TYPE mehen_refused_total counter"
        );
        for ((_, label), n) in REFUSALS.iter().zip(&self.refused) {
            let n = n.load(Ordering::Relaxed);
            let _ = writeln!(out, "mehen_refused_total{{reason=\"{label}\"}} {n}");
        }
        self.action_to_event.write(
            &mut out,
            "mehen_action_to_event_seconds",
            "From a player's action reaching the server to its event leaving it.",
        );
        if let Some(p99) = self.action_to_event.quantile(0.99) {
            gauge(
                &mut out,
                "mehen_action_to_event_p99_seconds",
                "The bucket bound under which 99% of actions got their event, since the start.",
                p99,
            );
        }
        self.store_write.write(
            &mut out,
            "mehen_store_write_seconds",
            "One commit of the room store, as a room waits for it.",
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_counts_and_its_quantile_reads_the_buckets() {
        let m = Metrics::default();
        for ms in [1, 1, 1, 1, 1, 1, 1, 1, 1, 30] {
            m.action_to_event.observe(Duration::from_millis(ms));
        }
        m.refused(Refusal::TooFast);
        m.events.fetch_add(7, Ordering::Relaxed);
        assert_eq!(m.action_to_event.quantile(0.5), Some(0.001));
        assert_eq!(m.action_to_event.quantile(0.99), Some(0.05));
        let page = m.render(3, 12);
        for line in [
            "mehen_rooms 3",
            "mehen_connections 12",
            "mehen_events_total 7",
            "mehen_refused_total{reason=\"too_fast\"} 1",
            "mehen_refused_total{reason=\"room\"} 0",
            "mehen_action_to_event_seconds_bucket{le=\"0.001\"} 9",
            "mehen_action_to_event_seconds_bucket{le=\"+Inf\"} 10",
            "mehen_action_to_event_seconds_count 10",
            "mehen_action_to_event_p99_seconds 0.05",
        ] {
            assert!(page.lines().any(|l| l == line), "{line} in\n{page}");
        }
    }
}
