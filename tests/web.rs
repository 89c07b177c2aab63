//! The web build in a real browser: `mehen serve` hands out `web/dist` (made by `web/build.sh`) on
//! 127.0.0.1, headless Chromium (software WebGL through SwiftShader) opens it, and the test drives the
//! page over the DevTools protocol: it waits for the game's first frame, takes a picture and checks it
//! is the title screen and that sound wakes at the first click; a page brings a record in from a
//! picked file and hands an exported one out as a download; and a page opened on a room's link
//! (`/#CODE`) plays a whole game against a headless computer client. Skipped, with a message, when
//! Chromium or the web build is missing (`.ci/run` installs the one and builds the other).

use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

fn dist() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web/dist")
}

/// Chromium, and the web build, or why the test cannot run here.
fn browser() -> Result<PathBuf, String> {
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
fn browser_or_skip() -> Option<PathBuf> {
    browser()
        .inspect_err(|why| eprintln!("skipped: {why}"))
        .ok()
}

/// A child process killed when dropped.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `mehen serve` on a free port of 127.0.0.1 with the web build: the process and `HOST:PORT`.
fn serve() -> (Killed, String) {
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
fn create_room(addr: &str, args: &[&str], record: Option<&Path>) -> (Killed, String) {
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
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Headless Chromium with its DevTools on 127.0.0.1 (software WebGL), showing `url`.
fn chromium(exe: &Path, url: &str, profile: &Path) -> (Killed, u16) {
    let port = free_port();
    let child = Command::new(exe)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--window-size=1280,720",
            "--no-first-run",
            "--remote-debugging-address=127.0.0.1",
        ])
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
fn page_socket(port: u16) -> String {
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
fn get_json_list(port: u16) -> Option<String> {
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

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A DevTools session on one page.
struct Page {
    socket: Socket,
    next: u64,
    /// Events that arrived while an answer was awaited.
    events: Vec<serde_json::Value>,
}

impl Page {
    async fn open(url: &str) -> Page {
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
    async fn call(&mut self, method: &str, params: serde_json::Value) -> serde_json::Value {
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
    async fn event(
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
    async fn try_event(
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
    async fn until_event(
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
    async fn click(&mut self, x: f64, y: f64) {
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

    /// Control and a letter key, as a player presses a shortcut.
    async fn control(&mut self, letter: char) {
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
    async fn until(&mut self, expression: &str, limit: Duration) {
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
    async fn eval(&mut self, expression: &str) -> serde_json::Value {
        self.call(
            "Runtime.evaluate",
            serde_json::json!({"expression": expression, "returnByValue": true}),
        )
        .await["result"]["value"]
            .clone()
    }

    /// Waits until the game has drawn its first frame (the game tells the page): the page's time of
    /// it, from the page's start.
    async fn first_frame(&mut self, limit: Duration) -> Duration {
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

    async fn screenshot(&mut self) -> image::RgbaImage {
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

fn base64_decode(text: &str) -> Vec<u8> {
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
fn count_near(img: &image::RgbaImage, rgb: [u8; 3], tolerance: i32) -> usize {
    img.pixels()
        .filter(|p| (0..3).all(|i| (i32::from(p[i]) - i32::from(rgb[i])).abs() <= tolerance))
        .count()
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn the_browser_opens_the_title_screen() {
    let Some(exe) = browser_or_skip() else {
        return;
    };
    let (_server, addr) = serve();
    let profile = std::env::temp_dir().join(format!("mehen-chromium-{}", std::process::id()));
    let (_browser, port) = chromium(&exe, &format!("http://{addr}/"), &profile);
    let socket = page_socket(port);
    runtime().block_on(async {
        let mut page = Page::open(&socket).await;
        let first = page.first_frame(Duration::from_secs(120)).await;
        eprintln!(
            "first frame {:.2} s after the page started",
            first.as_secs_f64()
        );
        // The menu settles (fonts, the serpent) before its picture.
        tokio::time::sleep(Duration::from_secs(3)).await;
        let img = page.screenshot().await;
        if let Ok(dir) = std::env::var("MEHEN_SCREENSHOT_DIR") {
            img.save(Path::new(&dir).join("web-menu.png")).unwrap();
        }
        assert!(img.width() >= 1000, "{}x{}", img.width(), img.height());
        // The title screen: the sand of the page, the serpent's green, the menu's parchment.
        let total = (img.width() * img.height()) as usize;
        let sand = count_near(&img, [219, 201, 163], 12);
        let green = count_near(&img, [70, 132, 96], 25);
        let parchment = count_near(&img, [233, 220, 181], 12);
        assert!(sand > total / 5, "sand {sand} of {total}");
        assert!(green > total / 50, "serpent {green} of {total}");
        assert!(parchment > total / 50, "menu {parchment} of {total}");
        let title = page.eval("document.title").await;
        assert_eq!(title, "Mehen");
        // The browser keeps the game's sound still until the player touches the page.
        let states = "window.mehenAudio.map(c => c.state).join()";
        assert_eq!(page.eval(states).await, "suspended");
        page.click(40.0, 40.0).await;
        page.until(
            "window.mehenAudio[0].state === 'running'",
            Duration::from_secs(5),
        )
        .await;
    });
    let _ = std::fs::remove_dir_all(&profile);
}

/// A record picked in the browser's file chooser is kept in the page's storage beside the game's own
/// files (the Load screen lists it), and a game's record, exported, arrives as a download. The
/// clicks are at the places of the buttons in Chromium's 1280-wide page.
#[test]
fn a_page_brings_a_record_in_and_hands_one_out() {
    let Some(exe) = browser_or_skip() else {
        return;
    };
    let (_server, addr) = serve();
    let dir = std::env::temp_dir().join(format!("mehen-chromium-files-{}", std::process::id()));
    let (profile, downloads) = (dir.join("profile"), dir.join("downloads"));
    std::fs::create_dir_all(&downloads).unwrap();
    let picked = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/ends_in_stir.mehen");
    let (_browser, port) = chromium(&exe, &format!("http://{addr}/"), &profile);
    let socket = page_socket(port);
    runtime().block_on(async {
        let mut page = Page::open(&socket).await;
        page.first_frame(Duration::from_secs(120)).await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        page.call("Page.enable", serde_json::json!({})).await;
        page.call(
            "Page.setInterceptFileChooserDialog",
            serde_json::json!({"enabled": true}),
        )
        .await;
        page.call(
            "Browser.setDownloadBehavior",
            serde_json::json!({"behavior": "allow", "downloadPath": downloads, "eventsEnabled": true}),
        )
        .await;
        // Load (Control+O), then "Bring in a file…" under the two empty lists.
        let chooser = page
            .until_event("Page.fileChooserOpened", async |page: &mut Page| {
                page.click(40.0, 40.0).await;
                page.control('o').await;
                page.click(672.0, 378.0).await;
            })
            .await;
        page.call(
            "DOM.setFileInputFiles",
            serde_json::json!({"files": [picked], "backendNodeId": chooser["backendNodeId"]}),
        )
        .await;
        page.until(
            "Object.keys(localStorage).some(k => k.endsWith('/records/ends_in_stir.mehen'))",
            Duration::from_secs(10),
        )
        .await;
        let kept = page
            .eval("localStorage.getItem(Object.keys(localStorage).find(k => k.endsWith('/records/ends_in_stir.mehen')))")
            .await;
        assert_eq!(
            kept.as_str(),
            Some(std::fs::read_to_string(&picked).unwrap().as_str())
        );
        // Back, New game, Start (a person against the computer), then Export record (Control+E).
        page.click(296.0, 415.0).await;
        page.click(1007.0, 222.0).await;
        page.click(145.0, 537.0).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        let began = page
            .until_event("Browser.downloadWillBegin", async |page: &mut Page| {
                page.control('e').await;
            })
            .await;
        let name = began["suggestedFilename"].as_str().unwrap().to_string();
        assert!(name.ends_with(".mehen"), "{name}");
        page.event(
            "Browser.downloadProgress",
            |p| p["state"] == "completed",
            Duration::from_secs(20),
        )
        .await;
        let text = std::fs::read_to_string(downloads.join(&name)).unwrap();
        assert!(text.starts_with("[Game \"mehen\"]"), "{text}");
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// A headless computer client creates a room; a browser page opened on the room's link
/// (`/?computer#CODE`: the computer plays the page's seat) joins it, and the two play to the end:
/// the client exits 0 only once the game is over, its seed matches the published hash, and its copy
/// of the game ended as the server's.
#[test]
fn a_page_opened_on_a_rooms_link_plays_a_whole_game() {
    let Some(exe) = browser_or_skip() else {
        return;
    };
    let (_server, addr) = serve();
    let record = std::env::temp_dir().join(format!("mehen-web-game-{}.mehen", std::process::id()));
    let (mut client, code) = create_room(
        &addr,
        &[
            "--game",
            "senet-kendall",
            "--players",
            "2",
            "--bot",
            "novice",
        ],
        Some(&record),
    );
    let profile = std::env::temp_dir().join(format!("mehen-chromium-game-{}", std::process::id()));
    let (_browser, _) = chromium(&exe, &format!("http://{addr}/?computer#{code}"), &profile);
    // Bounded: a game of Senet between two computers is a few minutes at the pages's pace.
    let started = Instant::now();
    let status = loop {
        if let Some(status) = client.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(900),
            "the game did not end within 15 minutes"
        );
        std::thread::sleep(Duration::from_millis(500));
    };
    eprintln!(
        "the game ended after {:.0} s",
        started.elapsed().as_secs_f64()
    );
    assert!(status.success(), "the client's game: {status}");
    let text = std::fs::read_to_string(&record).expect("the finished record");
    assert!(text.contains("[Seed "), "{text}");
    let _ = std::fs::remove_file(&record);
    let _ = std::fs::remove_dir_all(&profile);
}

/// The Expert's moves in a page (a measurement, run by hand: `cargo test --release --test web --
/// --ignored --nocapture experts`): a page plays a four-player Mehen game as the Expert (its
/// heaviest search: twelve moves deep) against a headless client and two computer seats, and the
/// page's console tells how long each of its moves took (from the decision
/// to the answer, the frames between pieces included) and the work in it.
#[test]
#[ignore]
fn the_experts_moves_in_a_page() {
    let Some(exe) = browser_or_skip() else {
        return;
    };
    let (_server, addr) = serve();
    let (mut client, code) = create_room(
        &addr,
        &[
            "--game",
            "mehen",
            "--players",
            "4",
            "--bot",
            "normal",
            "--seats",
            "remote,normal,normal",
        ],
        None,
    );
    let profile =
        std::env::temp_dir().join(format!("mehen-chromium-expert-{}", std::process::id()));
    let url = format!("http://{addr}/?computer=expert#{code}");
    let (_browser, port) = chromium(&exe, &url, &profile);
    let socket = page_socket(port);
    let (mut took, mut worked) = (Vec::new(), Vec::new());
    runtime().block_on(async {
        let mut page = Page::open(&socket).await;
        page.call("Runtime.enable", serde_json::json!({})).await;
        let started = Instant::now();
        while client.0.try_wait().unwrap().is_none()
            && started.elapsed() < Duration::from_secs(1800)
        {
            let Some(said) = page
                .try_event(
                    "Runtime.consoleAPICalled",
                    |p| {
                        p["args"][0]["value"]
                            .as_str()
                            .is_some_and(|t| t.contains("thought for"))
                    },
                    Duration::from_secs(1),
                )
                .await
            else {
                continue;
            };
            let text = said["args"][0]["value"].as_str().unwrap_or_default();
            let numbers: Vec<u64> = text
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|n| n.parse().ok())
                .collect();
            // "... thought for T ms (W ms of work) over F frames": the last three numbers.
            if let [.., t, w, _] = numbers[..] {
                took.push(t);
                worked.push(w);
            }
        }
    });
    let _ = std::fs::remove_dir_all(&profile);
    assert!(
        took.len() > 10,
        "the page's Expert moved {} times",
        took.len()
    );
    let tell = |what: &str, v: &mut Vec<u64>| {
        v.sort_unstable();
        let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
        eprintln!(
            "{what}: {} moves, median {} ms, p95 {} ms, longest {} ms",
            v.len(),
            at(0.5),
            at(0.95),
            v[v.len() - 1]
        );
    };
    tell("the Expert's move, start to answer", &mut took);
    tell("the work in it", &mut worked);
}
