//! A phone's browser: the web build in headless Chromium's phone emulation, touch only (no mouse,
//! no keys), portrait (390x844) and landscape (844x390). A player taps New game, the Senet (Kendall)
//! card and Start, then plays a whole turn with the finger: Throw, then a pawn on the board; the
//! game's record (in the page's storage) holds that turn. Pictures of each screen
//! go to `MEHEN_SCREENSHOT_DIR` when it is set. Skipped, with a message, when Chromium or the web
//! build is missing.
//!
//! The page is drawn at one device pixel to a page pixel: with three (a phone's), SwiftShader's
//! software drawing gives this machine two frames a second, far from what a phone's GPU draws; the
//! page's layout in page pixels is the same.

mod web_support;

use std::time::Duration;
use web_support::*;

/// Where to tap, in page pixels, on a screen of one shape: New game on the title screen, the
/// Senet (Kendall) card and Start on New game, and Throw in the turn strip. White's pawns are found
/// on the picture of the board.
struct Taps {
    new_game: (f64, f64),
    senet_card: (f64, f64),
    start: (f64, f64),
    throw: (f64, f64),
}

const PORTRAIT: Taps = Taps {
    new_game: (195.0, 320.0),
    senet_card: (190.0, 140.0),
    start: (45.0, 784.0),
    throw: (255.0, 42.0),
};

const LANDSCAPE: Taps = Taps {
    new_game: (605.0, 78.0),
    senet_card: (297.0, 130.0),
    start: (55.0, 314.0),
    throw: (256.0, 42.0),
};

/// The centres of White's pawns in a picture of the table: the bright grey-ivory blobs (the pawns
/// have little colour, the board's squares and panels are sand and papyrus), largest first.
fn white_pawns(picture: &image::RgbaImage) -> Vec<(f64, f64)> {
    let mut cells: std::collections::BTreeMap<(u32, u32), (f64, f64, u32)> = Default::default();
    for (x, y, p) in picture.enumerate_pixels() {
        let [r, g, b] = [p[0], p[1], p[2]].map(i32::from);
        if r >= 200 && (r - g).abs() <= 10 && r - b <= 25 {
            let cell = cells.entry((x / 20, y / 20)).or_default();
            *cell = (cell.0 + f64::from(x), cell.1 + f64::from(y), cell.2 + 1);
        }
    }
    let mut blobs: Vec<_> = cells.into_values().filter(|c| c.2 >= 30).collect();
    blobs.sort_by_key(|c| std::cmp::Reverse(c.2));
    blobs
        .into_iter()
        .map(|(x, y, n)| (x / f64::from(n), y / f64::from(n)))
        .collect()
}

#[test]
fn a_phone_starts_a_game_and_plays_a_turn_by_touch() {
    let Some(exe) = browser_or_skip() else {
        return;
    };
    for ((width, height), taps) in [((390, 844), PORTRAIT), ((844, 390), LANDSCAPE)] {
        play_a_turn(&exe, (width, height), &taps);
    }
}

fn play_a_turn(exe: &std::path::Path, (width, height): (u32, u32), taps: &Taps) {
    let (_server, addr) = serve();
    let name = format!("mehen-chromium-phone-{width}-{}", std::process::id());
    let profile = std::env::temp_dir().join(name);
    let url = format!("http://{addr}/");
    let (_browser, port) = chromium_phone(exe, "about:blank", &profile);
    let socket = page_socket(port);
    let shots = std::env::var("MEHEN_SCREENSHOT_DIR").ok();
    runtime().block_on(async {
        let mut page = Page::open(&socket).await;
        page.phone((width, height), &url).await;
        page.first_frame(Duration::from_secs(120)).await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        let size = page.eval("[innerWidth, innerHeight, matchMedia('(pointer: coarse)').matches]");
        assert_eq!(size.await, serde_json::json!([width, height, true]));
        let picture = async |page: &mut Page, what: &str| {
            if let Some(dir) = &shots {
                let path =
                    std::path::Path::new(dir).join(format!("phone-{width}x{height}-{what}.png"));
                page.screenshot().await.save(path).unwrap();
            }
        };
        picture(&mut page, "menu").await;
        for (x, y) in [taps.new_game, taps.senet_card] {
            page.tap(x, y).await;
        }
        picture(&mut page, "new-game").await;
        page.tap(taps.start.0, taps.start.1).await;
        // White's opening move is made for it, then the computer plays Black's turn.
        tokio::time::sleep(Duration::from_secs(4)).await;
        picture(&mut page, "table").await;
        page.tap(taps.throw.0, taps.throw.1).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        picture(&mut page, "thrown").await;
        // A pawn that cannot move with this throw is refused; one that can, moves.
        let pawns = white_pawns(&page.screenshot().await);
        assert!(pawns.len() >= 4, "White's pawns on the board: {pawns:?}");
        for (x, y) in pawns {
            page.tap(x, y).await;
            tokio::time::sleep(Duration::from_secs(1)).await;
            if whites_turn_played(&page.eval(AUTOSAVE).await) {
                break;
            }
        }
        picture(&mut page, "moved").await;
        let record = page.eval(AUTOSAVE).await;
        assert!(whites_turn_played(&record), "{record}");
    });
    let _ = std::fs::remove_dir_all(&profile);
}

/// The record the game keeps of the game in play, as the page's storage holds it.
const AUTOSAVE: &str = "localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('mehen-file:') && k.endsWith('/autosave-senet-kendall.mehen')))";

/// Does a record (a JavaScript string, or null) hold a turn of White's, as "2. W 1: 8+"? (White's
/// opening move is made before the game and is no turn.)
fn whites_turn_played(record: &serde_json::Value) -> bool {
    record.as_str().unwrap_or_default().lines().any(|line| {
        line.split_once(". ")
            .is_some_and(|(n, turn)| n.parse::<u32>().is_ok() && turn.starts_with("W "))
    })
}
