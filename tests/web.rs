//! The web build in a real browser: `mehen serve` hands out `web/dist` (made by `web/build.sh`) on
//! 127.0.0.1, headless Chromium (software WebGL through SwiftShader) opens it, and the test drives the
//! page over the DevTools protocol: it waits for the game's first frame, takes a picture and checks it
//! is the title screen and that sound wakes at the first click; a page brings a record in from a
//! picked file and hands an exported one out as a download; and a page opened on a room's link
//! (`/#CODE`) plays a whole game against a headless computer client. Skipped, with a message, when
//! Chromium or the web build is missing (`.ci/run` installs the one and builds the other).

mod web_support;

use std::path::Path;
use std::time::{Duration, Instant};
use web_support::*;

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
