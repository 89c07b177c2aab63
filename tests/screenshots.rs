//! Renders every `--screenshot` scene in a real window (Xvfb + software Vulkan) and fails on a blank or
//! single-colour image. Needs `xvfb-run`; `.ci/run` sets MEHEN_XVFB_TESTS=1 when it is installed.
//! Then a minute of `--monkey` (random clicks and keys): 10 s each from the menu, a Mehen game, Senet,
//! the Hyena game, family Mehen and Bak-Amen.
//! Set MEHEN_SCREENSHOT_DIR to keep the images (the README's come from docs/screenshots/).

mod pictures;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Whether the tests that need a real window run here (they print why not when they do not).
fn xvfb_tests() -> bool {
    let on = std::env::var_os("MEHEN_XVFB_TESTS").is_some();
    if !on {
        eprintln!("skipped: set MEHEN_XVFB_TESTS=1 (needs xvfb-run and a Vulkan driver)");
    }
    on
}

/// Where the pictures go: MEHEN_SCREENSHOT_DIR, or a temporary folder named `prefix`.
fn shots_dir(prefix: &str) -> PathBuf {
    let dir = std::env::var_os("MEHEN_SCREENSHOT_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join(format!("{prefix}-{}", std::process::id())));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A window's home (settings, saves) for one test: never in the shared pictures folder, where
/// tests running side by side would read one another's settings.
fn home_for(prefix: &str, who: &str) -> PathBuf {
    std::env::temp_dir().join(format!("{prefix}-{}-homes/{who}", std::process::id()))
}

const SCENES: [&str; 14] = [
    "menu", "setup", "rules", "load", "game", "stir", "gameover", "senet", "hyena", "family",
    "bak-amen", "learn", "tutorial", "review",
];

#[test]
fn every_scene_renders_a_real_picture() {
    if !xvfb_tests() {
        return;
    }
    let dir = shots_dir("mehen-shots");
    for scene in SCENES {
        let img = pictures::render(
            scene,
            Path::new(env!("CARGO_BIN_EXE_mehen")),
            "1280x800x24",
            (&home_for("mehen-shots", "home"), None),
            &dir.join(format!("{scene}.png")),
            &["--scene", scene, "--seed", "3"],
        );
        assert!(
            img.width() >= 640 && img.height() >= 360,
            "{scene}: {}x{}",
            img.width(),
            img.height()
        );
    }
}

/// A message the player has not dismissed stays readable over a game's panels: a broken settings
/// file's message, shown at start, is still in sight (its red words at the top centre) once a
/// game is on, just under the turn banner, in front of the board and the panels.
#[test]
fn a_message_left_from_the_menu_shows_over_the_game() {
    if !xvfb_tests() {
        return;
    }
    let dir = shots_dir("mehen-notice");
    let home = home_for("mehen-notice", "home");
    std::fs::create_dir_all(home.join("config")).unwrap();
    std::fs::write(
        home.join("config/settings.ron"),
        "(language: Some(French))\n",
    )
    .unwrap();
    let img = pictures::render(
        "notice",
        Path::new(env!("CARGO_BIN_EXE_mehen")),
        "1280x720x24",
        (&home, None),
        &dir.join("notice.png"),
        &["--scene", "game", "--seed", "3", "--size", "1280x720"],
    );
    // The message's red (theme::ERROR, #A23B2A) at the top of the table, under the turn banner
    // (whose buttons it leaves in view), over the board and every panel.
    let red = (300..940)
        .flat_map(|x| (130..330).map(move |y| (x, y)))
        .filter(|&(x, y)| {
            let p = img.get_pixel(x, y).0;
            p[0].abs_diff(0xA2) < 24 && p[1].abs_diff(0x3B) < 24 && p[2].abs_diff(0x2A) < 24
        })
        .count();
    assert!(
        red > 200,
        "{red} red pixels at the top: the message is hidden"
    );
}

/// The play screens from the smallest window to 3840x2160, and at a display scale of 2.0: each renders
/// at the size asked (the panels keep clear of the board: `framing`'s tests).
#[test]
fn the_play_screens_render_at_every_window_size_and_scale() {
    if !xvfb_tests() {
        return;
    }
    let dir = shots_dir("mehen-sizes");
    // Scene, window size, display scale, and the picture's size in pixels.
    type Run = (&'static str, &'static str, Option<&'static str>, (u32, u32));
    let runs: [Run; 9] = [
        ("game", "1024x640", None, (1024, 640)),
        ("setup", "1024x640", None, (1024, 640)),
        ("game", "3840x2160", None, (3840, 2160)),
        ("senet", "1024x640", None, (1024, 640)),
        ("hyena", "1024x640", None, (1024, 640)),
        ("game", "1920x1080", None, (1920, 1080)),
        ("bak-amen", "1920x1080", None, (1920, 1080)),
        ("menu", "1024x640", None, (1024, 640)),
        ("game", "1280x720", Some("2.0"), (2560, 1440)),
    ];
    for (scene, size, scale, expected) in runs {
        let name = format!(
            "{scene}-{size}{}.png",
            scale.map_or(String::new(), |s| format!("-x{s}"))
        );
        let mut args = vec!["--scene", scene, "--size", size];
        if let Some(s) = scale {
            args.extend(["--scale", s]);
        }
        let img = pictures::render(
            &name,
            Path::new(env!("CARGO_BIN_EXE_mehen")),
            "3840x2200x24",
            (&home_for("mehen-sizes", "home"), None),
            &dir.join(&name),
            &args,
        );
        assert_eq!((img.width(), img.height()), expected, "{name}");
    }
}

#[test]
fn a_minute_of_random_clicks_and_keys_panics_nowhere() {
    if !xvfb_tests() {
        return;
    }
    let home = std::env::temp_dir().join(format!("mehen-monkey-{}", std::process::id()));
    for (scene, seed) in [
        ("menu", "11"),
        ("game", "12"),
        ("senet", "13"),
        ("hyena", "14"),
        ("family", "15"),
        ("bak-amen", "16"),
    ] {
        let out = Command::new("xvfb-run")
            .args(["-a", "-s", "-screen 0 1280x800x24"])
            .arg(env!("CARGO_BIN_EXE_mehen"))
            .env("MEHEN_HOME", &home)
            .args(["--monkey", "10", "--scene", scene, "--seed", seed])
            .output()
            .expect("xvfb-run runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && !stderr.contains("panicked"),
            "{scene}: exit {:?}\n{stderr}",
            out.status
        );
        assert!(stdout.contains("no panic"), "{scene}: {stdout}");
        eprintln!("{}", stdout.trim());
    }
    let _ = std::fs::remove_dir_all(&home);
}

/// Runs the game under Xvfb at 1280x720 with animations at four times the speed and these
/// arguments, and answers its frame figures (`--frame-stats`).
fn frame_stats(name: &str, args: &[&str]) -> serde_json::Value {
    frame_stats_at(name, "1280x720", args)
}

/// [`frame_stats`] in a window of `size` (`WxH`).
fn frame_stats_at(name: &str, size: &str, args: &[&str]) -> serde_json::Value {
    let home = std::env::temp_dir().join(format!("mehen-{name}-{}", std::process::id()));
    std::fs::create_dir_all(home.join("config")).unwrap();
    std::fs::write(home.join("config/settings.ron"), "(animation_speed: 4.0)\n").unwrap();
    let stats = home.join("frames.json");
    let out = Command::new("xvfb-run")
        .args(["-a", "-s", &format!("-screen 0 {size}x24")])
        .arg(env!("CARGO_BIN_EXE_mehen"))
        .env("MEHEN_HOME", &home)
        .args(args)
        .args(["--size", size, "--frame-stats"])
        .arg(&stats)
        .output()
        .expect("xvfb-run runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&stats).unwrap();
    let _ = std::fs::remove_dir_all(&home);
    serde_json::from_str(&text).unwrap()
}

/// A whole game played by the computers at 1280x720 (animations at four times the speed): the board
/// never moves or resizes once the screen is laid out, and its space numbers stand at least 11
/// pixels tall (they are 21 world units; the run reports how many world units a pixel shows).
#[test]
fn the_board_holds_still_through_a_whole_game_and_its_numbers_are_readable() {
    if !xvfb_tests() {
        return;
    }
    let v = frame_stats(
        "still",
        &[
            "--autoplay",
            "--players",
            "2",
            "--seed",
            "7",
            "--exit-after-turns",
            "1000",
        ],
    );
    assert!(v["turns"].as_u64().unwrap() > 40, "a whole game: {v}");
    assert_eq!(v["board_moves"].as_u64(), Some(0), "{v}");
    let per_pixel = v["world_units_per_pixel"].as_f64().unwrap() as f32;
    let pixels = mehen::systems::mehen::board::NUMBER_FONT / per_pixel;
    assert!(pixels >= 11.0, "numbers {pixels} px tall: {v}");
}

/// The board is the screen: in a four-player game of Mehen at 1280x720 and 1920x1080 the serpent
/// stands at least 78% of the window's height, its trays beside it.
#[test]
fn the_serpent_takes_most_of_the_window_height() {
    if !xvfb_tests() {
        return;
    }
    for size in ["1280x720", "1920x1080"] {
        let v = frame_stats_at(
            "share",
            size,
            &[
                "--autoplay",
                "--players",
                "4",
                "--seed",
                "7",
                "--exit-after-frames",
                "40",
            ],
        );
        let height = v["board_share"][1].as_f64().unwrap();
        assert!(
            height >= 0.78,
            "{size}: the serpent is {height:.3} of the height: {v}"
        );
    }
}

/// Every Mehen lesson played through at 1280x720 as a learner who presses "Show me" at each step,
/// then "Next": the lesson's panel keeps one size whatever a step says, so the board beside it never
/// moves; standing in the log's place, it leaves the board as large as in a game (its numbers 12.7
/// pixels tall at this size, where a panel on the left made them 11.5).
#[test]
fn the_board_holds_still_through_every_lesson() {
    if !xvfb_tests() {
        return;
    }
    let v = frame_stats(
        "still-lessons",
        &[
            "--autoplay",
            "--scene",
            "tutorial",
            "--exit-after-frames",
            "20000",
        ],
    );
    let mehen_lessons = mehen::tutorial::lessons()
        .0
        .iter()
        .filter(|e| e.lesson.is_mehen() && !e.lesson.practice)
        .count() as u64;
    assert_eq!(v["lessons"].as_u64(), Some(mehen_lessons), "{v}");
    assert_eq!(v["board_moves"].as_u64(), Some(0), "{v}");
    let pixels = v["number_px_min"].as_f64().unwrap();
    assert!(pixels >= 12.0, "numbers {pixels} px tall: {v}");
}

/// A game window under Xvfb started with `args` (its saves and settings in `home`, the animations
/// at four times their speed so the game moves on), its output read as it runs.
fn online_window(home: &Path, shot: &Path, args: &[&str]) -> std::process::Child {
    window_settings(home);
    let shot = shot.to_str().expect("a picture's path in UTF-8");
    window_on(None, home, &[&["--screenshot", shot][..], args].concat())
}

/// Settings for a window of 1280x720 with quick animations, under `home`.
fn window_settings(home: &Path) {
    std::fs::create_dir_all(home.join("config")).unwrap();
    std::fs::write(
        home.join("config/settings.ron"),
        "(animation_speed: 4.0, window_width: 1280, window_height: 720)",
    )
    .unwrap();
}

/// The room's code, from the line the hosting window prints first.
fn room_code(
    host: &mut std::process::Child,
) -> (String, std::io::BufReader<std::process::ChildStdout>) {
    use std::io::BufRead;
    let mut out = std::io::BufReader::new(host.stdout.take().unwrap());
    let mut line = String::new();
    // Bounded: the window prints the code within seconds of opening.
    for _ in 0..50 {
        line.clear();
        if out.read_line(&mut line).unwrap() == 0 {
            break;
        }
        if let Some(code) = line.trim().strip_prefix("room ") {
            return (code.to_string(), out);
        }
    }
    panic!("the hosting window printed no room code: {line}");
}

/// Two game windows, each in its own Xvfb, play Mehen against each other through a server on
/// 127.0.0.1, the computer at each window's seat: both reach turn 12 in step with the server, and
/// picture the game; a third window pictures a room's lobby.
#[test]
fn two_windows_play_each_other_through_a_local_server() {
    use std::io::Read;
    if !xvfb_tests() {
        return;
    }
    let dir = shots_dir("mehen-online");
    let addr = mehen::online::server::start_in_background(
        "127.0.0.1:0".parse().unwrap(),
        Default::default(),
    )
    .unwrap()
    .to_string();
    let common = [
        "--server",
        &addr,
        "--online-computer",
        "--exit-after-turns",
        "12",
    ];
    let host_args = [&["--online-host", "mehen", "--players", "2"][..], &common].concat();
    let mut host = online_window(
        &home_for("mehen-online", "host"),
        &dir.join("online-host.png"),
        &host_args,
    );
    let (code, mut host_out) = room_code(&mut host);
    let guest_args = [&["--online-join", &code][..], &common].concat();
    let guest = online_window(
        &home_for("mehen-online", "guest"),
        &dir.join("online-game.png"),
        &guest_args,
    );
    let guest = guest.wait_with_output().unwrap();
    let mut rest = String::new();
    host_out.read_to_string(&mut rest).unwrap();
    let host_status = host.wait().unwrap();
    for (who, ok, said) in [
        ("host", host_status.success(), rest),
        (
            "guest",
            guest.status.success(),
            String::from_utf8_lossy(&guest.stdout).into_owned(),
        ),
    ] {
        assert!(ok, "{who}: {said}");
        assert!(said.contains("in step with the server"), "{who}: {said}");
    }
    for shot in ["online-host.png", "online-game.png"] {
        let img = image::open(dir.join(shot)).unwrap().to_rgba8();
        assert!(pictures::colours(&img) > 64, "{shot} is blank");
    }
    // The lobby of a room for three, before the others join.
    let lobby = pictures::render(
        "lobby",
        Path::new(env!("CARGO_BIN_EXE_mehen")),
        "1280x720x24",
        (&home_for("mehen-online", "lobby"), None),
        &dir.join("lobby.png"),
        &[
            "--online-host",
            "mehen",
            "--players",
            "3",
            "--server",
            &addr,
        ],
    );
    assert!(lobby.width() >= 1280);
}

/// `mehen` with `args` in a real window on `display` (or in an Xvfb of its own with `None`), its
/// files under `home`, its output read by the test.
fn window_on(display: Option<&str>, home: &Path, args: &[&str]) -> std::process::Child {
    let mut command = match display {
        Some(d) => {
            let mut c = Command::new(env!("CARGO_BIN_EXE_mehen"));
            c.env("DISPLAY", d);
            c
        }
        None => {
            let mut c = Command::new("xvfb-run");
            c.args(["-a", "-s", "-screen 0 1280x720x24"])
                .arg(env!("CARGO_BIN_EXE_mehen"));
            c
        }
    };
    command
        .args(args)
        .env("MEHEN_HOME", home)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the game starts")
}

/// The lines a window printed, to its end.
fn said(child: std::process::Child) -> (bool, String) {
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The moves of the record a window said it saved ("record PATH" at the end of its last line).
fn moves_saved(said: &str) -> String {
    let path = said
        .lines()
        .find_map(|l| l.split("; record ").nth(1))
        .unwrap_or_else(|| panic!("no record saved: {said}"));
    std::fs::read_to_string(path.trim())
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('['))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Two game windows play Mehen through a server on 127.0.0.1, the computer at each seat; the
/// guest's window closes at turn 8 and is opened again: its title screen offers the game, a click on
/// "Go back to that game" (xdotool, as a person would) takes the seat again, and both windows play
/// the game to its end with the same record, every throw the seed's.
#[allow(
    clippy::too_many_lines,
    reason = "one scenario of two real windows, step by step: each step needs the one before"
)]
#[test]
fn a_window_closed_mid_game_goes_back_from_its_title_screen_and_the_game_ends() {
    if !xvfb_tests() {
        return;
    }
    let tools = ["Xvfb", "xdotool"];
    if let Some(missing) = tools.iter().find(|t| {
        !Command::new("sh")
            .args(["-c", &format!("command -v {t}")])
            .status()
            .is_ok_and(|s| s.success())
    }) {
        eprintln!("skipped: {missing} is not installed");
        return;
    }
    let addr = mehen::online::server::start_in_background(
        "127.0.0.1:0".parse().unwrap(),
        Default::default(),
    )
    .unwrap()
    .to_string();
    for who in ["host", "guest"] {
        window_settings(&home_for("mehen-go-back", who));
    }
    let host_args = [
        "--online-host",
        "mehen",
        "--players",
        "2",
        "--server",
        &addr,
        "--online-computer",
    ];
    let mut host = window_on(None, &home_for("mehen-go-back", "host"), &host_args);
    let (code, host_out) = room_code(&mut host);
    host.stdout = Some(host_out.into_inner());
    let guest_args = [
        "--online-join",
        &code,
        "--server",
        &addr,
        "--online-computer",
        "--exit-after-turns",
        "8",
    ];
    let (closed, first) = said(window_on(
        None,
        &home_for("mehen-go-back", "guest"),
        &guest_args,
    ));
    assert!(
        closed && first.contains("in step with the server"),
        "{first}"
    );
    let kept =
        std::fs::read_to_string(home_for("mehen-go-back", "guest").join("config/settings.ron"))
            .unwrap();
    assert!(kept.contains(&code), "the seat is kept: {kept}");
    // Opened again on a display of the test's own, so the test can click.
    let display = format!(":{}", 300 + std::process::id() % 100);
    let mut xvfb = Command::new("Xvfb")
        .args([display.as_str(), "-screen", "0", "1280x720x24"])
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(1));
    let again = window_on(
        Some(&display),
        &home_for("mehen-go-back", "guest"),
        &["--online-computer"],
    );
    // The title screen's "Go back to that game" (below Learn to play on the menu's sheet).
    std::thread::sleep(std::time::Duration::from_secs(8));
    for step in [&["mousemove", "1008", "377"][..], &["click", "1"][..]] {
        let ok = Command::new("xdotool")
            .args(step)
            .env("DISPLAY", &display)
            .status()
            .unwrap();
        assert!(ok.success(), "xdotool {step:?}");
        std::thread::sleep(std::time::Duration::from_millis(300));
    }
    let (guest_ok, guest_said) = said(again);
    let _ = xvfb.kill();
    let _ = xvfb.wait();
    let (host_ok, host_said) = said(host);
    for (who, ok, text) in [
        ("host", host_ok, &host_said),
        ("guest", guest_ok, &guest_said),
    ] {
        assert!(ok, "{who}: {text}");
        assert!(
            text.contains("every throw matches the seed"),
            "{who}: {text}"
        );
    }
    assert_eq!(moves_saved(&host_said), moves_saved(&guest_said));
    let kept =
        std::fs::read_to_string(home_for("mehen-go-back", "guest").join("config/settings.ron"))
            .unwrap();
    assert!(!kept.contains(&code), "the game ended: {kept}");
}
