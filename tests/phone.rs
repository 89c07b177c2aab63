//! A phone's browser: the web build in headless Chromium's phone emulation, touch only (no mouse,
//! no keys), portrait (390x844) and landscape (844x390). A player taps New game, the Senet (Kendall)
//! card and Start, then plays a whole turn with the finger: Throw, then a pawn on the board; the
//! game's record (in the page's storage) holds that turn. Pictures of each screen
//! go to `MEHEN_SCREENSHOT_DIR` when it is set. Then a tap on Mehen's crowded serpent brings it
//! closer, and "Whole board" takes it back. Skipped, with a message, when Chromium or the web
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
    // The menu stands at the bottom, the serpent above it.
    new_game: (195.0, 443.0),
    senet_card: (190.0, 140.0),
    start: (45.0, 784.0),
    // A phone's turn strip says a line each: Menu, whose turn it is, then Throw.
    throw: (85.0, 120.0),
};

const LANDSCAPE: Taps = Taps {
    // The title's buttons stand in two columns on a short screen.
    new_game: (397.0, 166.0),
    // The six cards stand in one row on a short screen.
    senet_card: (222.0, 130.0),
    start: (55.0, 314.0),
    // The turn strip stands as a column down the left, a line each: Menu, whose turn, Throw.
    throw: (85.0, 120.0),
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
        page.tap(taps.new_game.0, taps.new_game.1).await;
        // New game's window opens at the page's next frames (slower on a loaded machine): a tap
        // on the card before then is lost, so it is tapped again a moment later (a second tap on
        // a chosen card changes nothing).
        tokio::time::sleep(Duration::from_secs(2)).await;
        for _ in 0..2 {
            page.tap(taps.senet_card.0, taps.senet_card.1).await;
        }
        picture(&mut page, "new-game").await;
        page.tap(taps.start.0, taps.start.1).await;
        // White's opening move is made for it, then the computer plays Black's turn (slower on
        // a loaded machine: waited for, up to half a minute).
        tokio::time::sleep(Duration::from_secs(4)).await;
        for _ in 0..26 {
            let record = page.eval(AUTOSAVE).await;
            if record.as_str().is_some_and(|r| r.contains("1. B ")) {
                break;
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
        picture(&mut page, "table").await;
        page.tap(taps.throw.0, taps.throw.1).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        picture(&mut page, "thrown").await;
        // A pawn that cannot move with this throw is refused; one that can, moves. Where the
        // board is too crowded for a finger, the first tap brings it closer: the pawns are found
        // again on each picture.
        let pawns = white_pawns(&page.screenshot().await);
        assert!(pawns.len() >= 4, "White's pawns on the board: {pawns:?}");
        for tried in 0..12 {
            let pawns = white_pawns(&page.screenshot().await);
            let Some(&(x, y)) = pawns.get(tried % pawns.len().max(1)) else {
                break;
            };
            // A throw asked for while the computer's move still showed is not taken: asked again
            // (once the sticks are thrown, that place holds words, and a tap there does nothing).
            if tried % 3 == 2 {
                page.tap(taps.throw.0, taps.throw.1).await;
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
            page.tap(x, y).await;
            // A tap that brings the board closer moves the pawns: the next is taken once it stands.
            tokio::time::sleep(Duration::from_secs(2)).await;
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

/// The serpent's green on a picture: how much of it there is, and its middle.
fn serpent_green(picture: &image::RgbaImage) -> (usize, (f64, f64)) {
    let (mut n, mut sx, mut sy) = (0usize, 0f64, 0f64);
    for (x, y, p) in picture.enumerate_pixels() {
        let [r, g, b] = [p[0], p[1], p[2]].map(i32::from);
        if g > r + 30 && g > b + 10 {
            n += 1;
            sx += f64::from(x);
            sy += f64::from(y);
        }
    }
    let n_f = n.max(1) as f64;
    (n, (sx / n_f, sy / n_f))
}

/// Where a button's fill (the theme's limestone) shows on `after` and not on `before`, in the
/// right half of the screen's bottom quarter (where "Whole board" stands, at the end of its bar;
/// the trays brought closer with the board may show the same colour elsewhere): the middle of
/// what appeared.
fn new_button(before: &image::RgbaImage, after: &image::RgbaImage) -> Option<(f64, f64)> {
    let limestone = |p: &image::Rgba<u8>| {
        p[0].abs_diff(0xD8) <= 4 && p[1].abs_diff(0xCC) <= 4 && p[2].abs_diff(0xB0) <= 4
    };
    // "Whole board" stands at the right end of a bar along the bottom, within a thumb's reach.
    let (w, h) = after.dimensions();
    let appeared: Vec<(u32, u32)> = after
        .enumerate_pixels()
        .filter(|&(x, y, p)| {
            let right = x > w / 2 && y > 3 * h / 4;
            right && limestone(p) && !limestone(before.get_pixel(x, y))
        })
        .map(|(x, y, _)| (x, y))
        .collect();
    // The button is the lowest thing that appeared (a button's height, 44 px).
    let bottom = appeared.iter().map(|&(_, y)| y).max()?;
    let button: Vec<&(u32, u32)> = appeared.iter().filter(|&&(_, y)| y + 44 > bottom).collect();
    let n = button.len() as f64;
    let (sx, sy) = button.iter().fold((0.0, 0.0), |(sx, sy), &&(x, y)| {
        (sx + f64::from(x), sy + f64::from(y))
    });
    (n > 200.0).then(|| (sx / n, sy / n))
}

/// Mehen's serpent across a phone is too dense for a finger: a tap on it brings it closer (more of
/// the screen is serpent), "Whole board" appears and shows all of it again.
#[test]
fn a_tap_on_a_crowded_board_brings_it_closer_and_whole_board_takes_it_back() {
    on_an_upright_phone("zoom", async |page| {
        // New game, then Start: Horton's Mehen is the game New game offers first.
        page.tap(PORTRAIT.new_game.0, PORTRAIT.new_game.1).await;
        page.tap(PORTRAIT.start.0, PORTRAIT.start.1).await;
        tokio::time::sleep(Duration::from_secs(4)).await;
        taps_on_the_pause_menu_leave_the_board_alone(page).await;
        // The menu closes as soon as the page answers the tap (slower on a loaded machine):
        // waited for, up to 15 seconds.
        let mut whole = page.screenshot().await;
        for _ in 0..15 {
            if serpent_green(&whole).0 > 20_000 {
                break;
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
            whole = page.screenshot().await;
        }
        let (green, middle) = serpent_green(&whole);
        assert!(
            green > 20_000,
            "no serpent on the table: {green} green pixels"
        );
        page.tap(middle.0, middle.1).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        let closer = page.screenshot().await;
        let (green_closer, _) = serpent_green(&closer);
        assert!(
            green_closer as f64 > 1.4 * green as f64,
            "the board did not come closer: {green} green pixels, then {green_closer}"
        );
        let button = new_button(&whole, &closer).expect("Whole board shows");
        page.tap(button.0, button.1).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        let again = page.screenshot().await;
        if let Ok(dir) = std::env::var("MEHEN_SCREENSHOT_DIR") {
            let dir = std::path::Path::new(&dir);
            whole.save(dir.join("phone-390x844-mehen.png")).unwrap();
            closer.save(dir.join("phone-390x844-closer.png")).unwrap();
            again
                .save(dir.join("phone-390x844-whole-again.png"))
                .unwrap();
        }
        let (green_again, _) = serpent_green(&again);
        assert!(
            (green_again as f64 - green as f64).abs() < 0.15 * green as f64,
            "Whole board: {green} green pixels at first, {green_again} after"
        );
    });
}

/// How many pixels differ between two pictures within rows `rows`.
fn changed_pixels(before: &image::RgbaImage, after: &image::RgbaImage, rows: (u32, u32)) -> usize {
    let width = before.width().min(after.width());
    (rows.0..rows.1)
        .flat_map(|y| (0..width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let (a, b) = (before.get_pixel(x, y), after.get_pixel(x, y));
            (0..3).any(|c| a[c].abs_diff(b[c]) > 24)
        })
        .count()
}

/// A finger's swipe scrolls a list that is longer than the screen (New game's options upright).
#[test]
fn a_swipe_scrolls_a_long_list() {
    on_an_upright_phone("swipe", async |page| {
        page.tap(PORTRAIT.new_game.0, PORTRAIT.new_game.1).await;
        let top = page.screenshot().await;
        // Upward, starting on the cards: the options below them come into view.
        page.swipe((195.0, 600.0), (195.0, 200.0)).await;
        let scrolled = page.screenshot().await;
        if let Ok(dir) = std::env::var("MEHEN_SCREENSHOT_DIR") {
            let dir = std::path::Path::new(&dir);
            top.save(dir.join("phone-390x844-options-top.png")).unwrap();
            scrolled
                .save(dir.join("phone-390x844-options-swiped.png"))
                .unwrap();
        }
        // The options' place: under the cards, over Start.
        let changed = changed_pixels(&top, &scrolled, (380, 740));
        assert!(
            changed > 390 * 360 / 10,
            "a swipe did not scroll New game's options: {changed} pixels changed"
        );
    });
}

/// The pause menu stands over the serpent: a tap on its Main menu asks whether to leave and does
/// not bring the board closer; Stay, then Resume, go back to the game.
async fn taps_on_the_pause_menu_leave_the_board_alone(page: &mut Page) {
    // Where the strip and the menu put these at 390x844.
    const MENU: (f64, f64) = (171.0, 144.0);
    const MAIN_MENU: (f64, f64) = (85.0, 477.0);
    const STAY: (f64, f64) = (124.0, 228.0);
    const RESUME: (f64, f64) = (72.0, 183.0);
    page.tap(MENU.0, MENU.1).await;
    let (paused, _) = serpent_green(&page.screenshot().await);
    page.tap(MAIN_MENU.0, MAIN_MENU.1).await;
    let (asked, _) = serpent_green(&page.screenshot().await);
    assert!(
        (asked as f64 - paused as f64).abs() < 0.15 * paused as f64,
        "a tap on the pause menu moved the board: {paused} green pixels, then {asked}"
    );
    for (x, y) in [STAY, RESUME] {
        page.tap(x, y).await;
    }
}

/// The web build opened upright in a phone's emulation (a fresh profile named after `name`), then
/// `play` from its title screen.
fn on_an_upright_phone(name: &str, play: impl AsyncFnOnce(&mut Page)) {
    let Some(exe) = browser_or_skip() else {
        return;
    };
    let (_server, addr) = serve();
    let profile =
        std::env::temp_dir().join(format!("mehen-chromium-{name}-{}", std::process::id()));
    let (_browser, port) = chromium_phone(&exe, "about:blank", &profile);
    let socket = page_socket(port);
    runtime().block_on(async {
        let mut page = Page::open(&socket).await;
        page.phone((390, 844), &format!("http://{addr}/")).await;
        page.first_frame(Duration::from_secs(120)).await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        play(&mut page).await;
    });
    let _ = std::fs::remove_dir_all(&profile);
}
