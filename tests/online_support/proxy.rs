//! Redis and HAProxy on loopback ports for the tests and the load bench: `redis-server` keeping
//! nothing on disk, and `haproxy` running `deploy/haproxy.cfg` with its ports moved (without TLS).
//! Each is a process of the caller's own, killed when dropped.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A process of the caller's own, killed when dropped.
pub struct Daemon(pub Child);

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// What a connection made straight to a process run with `--proxy-protocol` (as
/// `deploy/haproxy.cfg` wants) starts with: the PROXY header of a connection the proxy makes on its
/// own account (`LOCAL`, as its health checks), counted as the connecting address.
pub fn local_proxy_header() -> Vec<u8> {
    use ppp::v2::{Addresses, Builder, Command, Protocol, Version};
    Builder::with_addresses(
        Version::Two | Command::Local,
        Protocol::Unspecified,
        Addresses::Unspecified,
    )
    .build()
    .expect("a PROXY header")
}

/// Waits (at most 10 s) until something listens on the loopback `port`.
pub fn listening(port: u16, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "{what} did not listen on {port}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A port free on 127.0.0.1 now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `redis-server` on a free loopback port, and the port (none where it is not installed).
pub fn redis() -> Option<(Daemon, u16)> {
    let port = free_port();
    let child = Command::new("redis-server")
        .args(["--bind", "127.0.0.1", "--port", &port.to_string()])
        .args(["--save", "", "--appendonly", "no"])
        .stdout(Stdio::null())
        .spawn()
        .ok()?;
    let daemon = Daemon(child);
    listening(port, "redis-server");
    Some((daemon, port))
}

/// `deploy/haproxy.cfg` on loopback ports: the players' side on `front`, the servers on `servers`.
fn haproxy_config(front: u16, servers: &[u16]) -> String {
    let deployed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/haproxy.cfg"))
            .expect("deploy/haproxy.cfg");
    let mut servers = servers.iter();
    let mut bound = false;
    let mut out = String::new();
    for line in deployed.lines() {
        let trimmed = line.trim_start();
        // The test's file limit may be under what the deployed connection cap needs.
        if trimmed.starts_with("maxconn ") {
            continue;
        }
        if trimmed.starts_with("bind ") {
            if !bound {
                out.push_str(&format!("    bind 127.0.0.1:{front}\n"));
                bound = true;
            }
        } else if let Some(rest) = trimmed.strip_prefix("server ") {
            let name = rest.split_whitespace().next().unwrap();
            if let Some(port) = servers.next() {
                out.push_str(&format!("    server {name} 127.0.0.1:{port} check\n"));
            }
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    assert!(bound, "deploy/haproxy.cfg binds the players' side");
    out
}

/// `haproxy` on `front` in front of `servers`, its configuration written in `dir` (none where
/// it is not installed).
pub fn haproxy(front: u16, servers: &[u16], dir: &std::path::Path) -> Option<Daemon> {
    let config = dir.join("haproxy.cfg");
    std::fs::write(&config, haproxy_config(front, servers)).unwrap();
    let child = Command::new("haproxy")
        .arg("-db")
        .arg("-f")
        .arg(&config)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let daemon = Daemon(child);
    listening(front, "haproxy");
    Some(daemon)
}
