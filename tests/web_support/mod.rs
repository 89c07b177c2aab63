//! The browser tests' tools: the web build, `mehen serve` and headless Chromium on 127.0.0.1, and a
//! DevTools session that drives a page (clicks, taps, keys, pictures, its JavaScript).

#![allow(dead_code, reason = "each test file uses its own part of these tools")]

use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

pub fn dist() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web/dist")
}

/// Chromium, and the web build, or why the test cannot run here.
pub fn browser() -> Result<PathBuf, String> {
    if !dist().join("index.html").is_file() {
        return Err("no web build (run web/build.sh)".into());
    }
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|name| {
            let out = Command::new("which").arg(name).output().ok()?;
            out.status
                .success()
                .then(|| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
        })
        .ok_or_else(|| "no Chromium (apt-get install chromium)".into())
}

/// Chromium, or `None` after saying why the test is skipped.
pub fn browser_or_skip() -> Option<PathBuf> {
    browser()
        .inspect_err(|why| eprintln!("skipped: {why}"))
        .ok()
}

/// A child process killed when dropped.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `mehen serve` on a free port of 127.0.0.1 with the web build: the process and `HOST:PORT`.
pub fn serve() -> (Killed, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mehen"))
        .args(["serve", "--addr", "127.0.0.1:0", "--threads", "1", "--web"])
        .arg(dist())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mehen serve starts");
    let mut line = String::new();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    err.read_line(&mut line).unwrap();
    let addr = line
        .split("ws://")
        .nth(1)
        .and_then(|s| s.trim().strip_suffix("/ws"))
        .unwrap_or_else(|| panic!("the server says where it listens: {line}"))
        .to_string();
    // The rest of what the server says is read so it never blocks on a full pipe.
    std::thread::spawn(move || {
        let mut sink = String::new();
        let _ = err.read_to_string(&mut sink);
    });
    (Killed(child), addr)
}

/// `mehen client` creating a room with `args` (writing its record to `record`): the client and the
/// room's code.
pub fn create_room(addr: &str, args: &[&str], record: Option<&Path>) -> (Killed, String) {
    let mut client = Command::new(env!("CARGO_BIN_EXE_mehen"));
    client
        .args(["client", "--addr", &format!("ws://{addr}"), "--create"])
        .args(args);
    if let Some(record) = record {
        client.arg("--record").arg(record);
    }
    let mut client = client
        .stdout(Stdio::piped())
        .spawn()
        .expect("mehen client starts");
    let mut code = String::new();
    BufReader::new(client.stdout.take().unwrap())
        .read_line(&mut code)
        .unwrap();
    let code = code.trim().to_string();
    assert_eq!(code.len(), 7, "the room's code: {code}");
    (Killed(client), code)
}

/// A free port on 127.0.0.1.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Headless Chromium with its DevTools on 127.0.0.1 (software WebGL), showing `url`.
pub fn chromium(exe: &Path, url: &str, profile: &Path) -> (Killed, u16) {
    chromium_with(exe, url, profile, &["--window-size=1280,720"])
}

/// Headless Chromium as a phone's screen, at one device pixel to a page pixel (the page is sized
/// and made touch-only with [`Page::phone`]; see `tests/phone.rs` for why not a phone's three).
pub fn chromium_phone(exe: &Path, url: &str, profile: &Path) -> (Killed, u16) {
    chromium_with(
        exe,
        url,
        profile,
        &["--window-size=900,900", "--force-device-scale-factor=1"],
    )
}

fn chromium_with(exe: &Path, url: &str, profile: &Path, args: &[&str]) -> (Killed, u16) {
    let port = free_port();
    let child = Command::new(exe)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--no-first-run",
            "--remote-debugging-address=127.0.0.1",
        ])
        .args(args)
        .arg(format!("--remote-debugging-port={port}"))
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(url)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    (Killed(child), port)
}

/// The page's DevTools WebSocket address, once Chromium answers.
pub fn page_socket(port: u16) -> String {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(30) {
        if let Some(body) = get_json_list(port)
            && let Ok(pages) = serde_json::from_str::<serde_json::Value>(&body)
            && let Some(url) = pages
                .as_array()
                .and_then(|a| a.iter().find(|p| p["type"] == "page"))
                .and_then(|p| p["webSocketDebuggerUrl"].as_str())
        {
            return url.to_string();
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    panic!("Chromium's DevTools did not answer on 127.0.0.1:{port}");
}

/// DevTools' list of pages (HTTP/1.1; it keeps the connection open, so the body is read by its
/// length).
pub fn get_json_list(port: u16) -> Option<String> {
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    write!(
        s,
        "GET /json/list HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut got = Vec::new();
    let mut buf = [0u8; 8192];
    // Bounded: the list is a few kilobytes.
    for _ in 0..1000 {
        let n = s.read(&mut buf).ok()?;
        if n == 0 {
            break;
        }
        got.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&got);
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("Content-Length:"))
                .and_then(|v| v.trim().parse().ok())?;
            if body.len() >= length {
                return Some(body[..length].to_string());
            }
        }
    }
    None
}

pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A DevTools session on one page.
pub struct Page {
    socket: Socket,
    next: u64,
    /// Events that arrived while an answer was awaited.
    events: Vec<serde_json::Value>,
}

impl Page {
    pub async fn open(url: &str) -> Page {
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("the page's DevTools");
        Page {
            socket,
            next: 1,
            events: Vec::new(),
        }
    }

    /// Calls a DevTools method and answers its result.
    pub async fn call(&mut self, method: &str, params: serde_json::Value) -> serde_json::Value {
        let id = self.next;
        self.next += 1;
        let msg = serde_json::json!({"id": id, "method": method, "params": params});
        self.socket
            .send(Message::Text(msg.to_string().into()))
            .await
            .unwrap();
        // Bounded: events before the answer are kept for `event`.
        for _ in 0..100_000 {
            let Some(Ok(Message::Text(t))) = self.socket.next().await else {
                panic!("DevTools closed during {method}");
            };
            let v: serde_json::Value = serde_json::from_str(&t).unwrap();
            if v["id"] == id {
                return v["result"].clone();
            } else if v["method"].is_string() {
                self.events.push(v);
            }
        }
        panic!("no answer to {method}");
    }

    /// The next event `method` whose parameters pass `wanted`, waiting up to `limit`.
    pub async fn event(
        &mut self,
        method: &str,
        wanted: impl Fn(&serde_json::Value) -> bool,
        limit: Duration,
    ) -> serde_json::Value {
        self.try_event(method, wanted, limit)
            .await
            .unwrap_or_else(|| panic!("no {method} within {limit:?}"))
    }

    /// As [`Page::event`], `None` when none came.
    pub async fn try_event(
        &mut self,
        method: &str,
        wanted: impl Fn(&serde_json::Value) -> bool,
        limit: Duration,
    ) -> Option<serde_json::Value> {
        let since = Instant::now();
        loop {
            if let Some(i) = self
                .events
                .iter()
                .position(|e| e["method"] == method && wanted(&e["params"]))
            {
                return Some(self.events.remove(i)["params"].clone());
            }
            let left = limit.saturating_sub(since.elapsed());
            if left.is_zero() {
                return None;
            }
            if let Ok(Some(Ok(Message::Text(t)))) =
                tokio::time::timeout(left, self.socket.next()).await
            {
                let v: serde_json::Value = serde_json::from_str(&t).unwrap();
                if v["method"].is_string() {
                    self.events.push(v);
                }
            }
        }
    }

    /// Does `act` until the page sends the event `method` (three tries: the page may still have been
    /// settling): the event's parameters.
    pub async fn until_event(
        &mut self,
        method: &str,
        mut act: impl AsyncFnMut(&mut Page),
    ) -> serde_json::Value {
        for _ in 0..3 {
            act(self).await;
            if let Some(params) = self
                .try_event(method, |_| true, Duration::from_secs(10))
                .await
            {
                return params;
            }
        }
        panic!("no {method} after three tries");
    }

    /// A click of the mouse at `(x, y)` of the page, the pointer moved there first (the game's
    /// buttons react to the pointer they have seen).
    pub async fn click(&mut self, x: f64, y: f64) {
        let mouse = |kind: &str| serde_json::json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1});
        self.call("Input.dispatchMouseEvent", mouse("mouseMoved"))
            .await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        self.call("Input.dispatchMouseEvent", mouse("mousePressed"))
            .await;
        tokio::time::sleep(Duration::from_millis(150)).await;
        self.call("Input.dispatchMouseEvent", mouse("mouseReleased"))
            .await;
        tokio::time::sleep(Duration::from_millis(600)).await;
    }

    /// The page as a phone's: `width` x `height` page pixels, touch only (a coarse pointer, no
    /// mouse), then loaded again from `url` so the game starts as on a phone.
    pub async fn phone(&mut self, (width, height): (u32, u32), url: &str) {
        let metrics = serde_json::json!({"width": width, "height": height,
            "deviceScaleFactor": 0, "mobile": true});
        self.call("Emulation.setDeviceMetricsOverride", metrics)
            .await;
        let touch = serde_json::json!({"enabled": true, "maxTouchPoints": 5});
        self.call("Emulation.setTouchEmulationEnabled", touch).await;
        self.call("Page.navigate", serde_json::json!({"url": url}))
            .await;
    }

    /// A finger's tap at `(x, y)` of the page: down, and up a moment later.
    pub async fn tap(&mut self, x: f64, y: f64) {
        let point = serde_json::json!([{"x": x, "y": y, "id": 1, "radiusX": 4, "radiusY": 4}]);
        let down = serde_json::json!({"type": "touchStart", "touchPoints": point});
        self.call("Input.dispatchTouchEvent", down).await;
        tokio::time::sleep(Duration::from_millis(60)).await;
        let up = serde_json::json!({"type": "touchEnd", "touchPoints": []});
        self.call("Input.dispatchTouchEvent", up).await;
        tokio::time::sleep(Duration::from_millis(900)).await;
    }

    /// A finger's swipe from `from` to `to`: down, moved in steps a frame apart, up.
    pub async fn swipe(&mut self, from: (f64, f64), to: (f64, f64)) {
        let point = |(x, y): (f64, f64)| serde_json::json!([{"x": x, "y": y, "id": 1, "radiusX": 4, "radiusY": 4}]);
        let down = serde_json::json!({"type": "touchStart", "touchPoints": point(from)});
        self.call("Input.dispatchTouchEvent", down).await;
        let steps = 12;
        for step in 1..=steps {
            let t = f64::from(step) / f64::from(steps);
            let at = (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t);
            tokio::time::sleep(Duration::from_millis(120)).await;
            let moved = serde_json::json!({"type": "touchMove", "touchPoints": point(at)});
            self.call("Input.dispatchTouchEvent", moved).await;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        let up = serde_json::json!({"type": "touchEnd", "touchPoints": []});
        self.call("Input.dispatchTouchEvent", up).await;
        tokio::time::sleep(Duration::from_millis(900)).await;
    }

    /// Control and a letter key, as a player presses a shortcut.
    pub async fn control(&mut self, letter: char) {
        let code = format!("Key{}", letter.to_ascii_uppercase());
        let key = |kind: &str, key: &str, code: &str, number: u32| {
            serde_json::json!({"type": kind, "key": key, "code": code,
                "windowsVirtualKeyCode": number, "modifiers": 2})
        };
        let (letter_key, number) = (letter.to_string(), letter.to_ascii_uppercase() as u32);
        for event in [
            key("keyDown", "Control", "ControlLeft", 17),
            key("keyDown", &letter_key, &code, number),
            key("keyUp", &letter_key, &code, number),
            key("keyUp", "Control", "ControlLeft", 17),
        ] {
            self.call("Input.dispatchKeyEvent", event).await;
            tokio::time::sleep(Duration::from_millis(150)).await;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }

    /// Waits until `expression` is true in the page.
    pub async fn until(&mut self, expression: &str, limit: Duration) {
        let since = Instant::now();
        while self.eval(expression).await != serde_json::json!(true) {
            assert!(
                since.elapsed() < limit,
                "not within {limit:?}: {expression}"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Evaluates a JavaScript expression in the page.
    pub async fn eval(&mut self, expression: &str) -> serde_json::Value {
        self.call(
            "Runtime.evaluate",
            serde_json::json!({"expression": expression, "returnByValue": true}),
        )
        .await["result"]["value"]
            .clone()
    }

    /// Waits until the game has drawn its first frame (the game tells the page): the page's time of
    /// it, from the page's start.
    pub async fn first_frame(&mut self, limit: Duration) -> Duration {
        let since = Instant::now();
        while since.elapsed() < limit {
            let told = self
                .eval("document.body && document.body.dataset.firstFrame")
                .await;
            if let Some(ms) = told.as_str().and_then(|t| t.parse::<u64>().ok()) {
                return Duration::from_millis(ms);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let said = self
            .eval("document.getElementById('loading') && document.getElementById('loading').textContent")
            .await;
        panic!("no first frame within {limit:?}; the page says {said}");
    }

    pub async fn screenshot(&mut self) -> image::RgbaImage {
        use std::io::Cursor;
        let shot = self
            .call(
                "Page.captureScreenshot",
                serde_json::json!({"format": "png"}),
            )
            .await;
        let png = base64_decode(shot["data"].as_str().expect("a picture"));
        image::load(Cursor::new(png), image::ImageFormat::Png)
            .expect("a PNG")
            .to_rgba8()
    }
}

pub fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let bytes: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    bytes
        .chunks(4)
        .flat_map(|c| {
            let n = c
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, &v)| n | (u32::from(v) << (18 - 6 * i)));
            let out = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            out.into_iter().take(c.len() - 1).collect::<Vec<_>>()
        })
        .collect()
}

/// How many pixels are within `tolerance` of `rgb`.
pub fn count_near(img: &image::RgbaImage, rgb: [u8; 3], tolerance: i32) -> usize {
    img.pixels()
        .filter(|p| (0..3).all(|i| (i32::from(p[i]) - i32::from(rgb[i])).abs() <= tolerance))
        .count()
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}
