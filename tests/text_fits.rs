//! Every text shows whole: each scene rendered in a real window (Xvfb), at the smallest desktop
//! window, a wide one with a large interface, and a phone held both ways (played by touch), in
//! English and French; the game's `--check-text` lists every text cut by its window, the
//! screen's edge or the scroll area it stands in (logs, lists and pages meant to scroll excepted),
//! or shortened with "…".
//! Needs `xvfb-run`; `.ci/run` sets MEHEN_XVFB_TESTS=1 when it is installed.

mod pictures;

use std::path::{Path, PathBuf};

const SCENES: [&str; 15] = [
    "menu", "setup", "rules", "load", "game", "choosing", "stir", "gameover", "senet", "hyena",
    "family", "bak-amen", "learn", "tutorial", "review",
];

/// A way the game is seen: the window's size, the language, the interface size (Settings) and
/// whether a finger plays (a phone's words and finger-sized buttons).
struct View {
    size: &'static str,
    lang: &'static str,
    ui_scale: f32,
    touch: bool,
}

const VIEWS: [View; 5] = [
    View {
        size: "1280x720",
        lang: "en",
        ui_scale: 1.0,
        touch: false,
    },
    View {
        size: "1024x640",
        lang: "fr",
        ui_scale: 1.0,
        touch: false,
    },
    View {
        size: "1920x1080",
        lang: "fr",
        ui_scale: 1.5,
        touch: false,
    },
    View {
        size: "390x844",
        lang: "en",
        ui_scale: 1.0,
        touch: true,
    },
    View {
        size: "844x390",
        lang: "fr",
        ui_scale: 1.0,
        touch: true,
    },
];

/// The texts `scene` shows cut in `view`, each line naming the scene and the view.
fn cut_texts(dir: &Path, scene: &str, view: &View) -> Vec<String> {
    let name = format!("{scene}-{}-{}-{}", view.size, view.lang, view.ui_scale);
    let home = dir.join(&name);
    std::fs::create_dir_all(home.join("config")).unwrap();
    std::fs::write(
        home.join("config/settings.ron"),
        format!("(ui_scale: {:.2})\n", view.ui_scale),
    )
    .unwrap();
    let report = dir.join(format!("{name}.txt"));
    let _ = std::fs::remove_file(&report);
    let report_arg = report.to_str().unwrap();
    let mut args = vec![
        "--scene",
        scene,
        "--seed",
        "3",
        "--size",
        view.size,
        "--lang",
        view.lang,
        "--check-text",
        report_arg,
    ];
    if view.touch {
        args.push("--touch");
    }
    pictures::render(
        &name,
        Path::new(env!("CARGO_BIN_EXE_mehen")),
        "1920x1200x24",
        (&home, None),
        &dir.join(format!("{name}.png")),
        &args,
    );
    let said = std::fs::read_to_string(&report)
        .unwrap_or_else(|e| panic!("{name}: no report of its texts ({e})"));
    said.lines().map(|l| format!("{name}: {l}")).collect()
}

#[test]
fn every_text_of_every_scene_shows_whole_at_every_size_and_in_both_languages() {
    if std::env::var_os("MEHEN_XVFB_TESTS").is_none() {
        eprintln!("skipped: set MEHEN_XVFB_TESTS=1 (needs xvfb-run and a Vulkan driver)");
        return;
    }
    let dir = std::env::var_os("MEHEN_SCREENSHOT_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join(format!("mehen-text-{}", std::process::id())));
    std::fs::create_dir_all(&dir).unwrap();
    let mut cut = Vec::new();
    for view in &VIEWS {
        for scene in SCENES {
            cut.extend(cut_texts(&dir, scene, view));
        }
    }
    assert!(
        cut.is_empty(),
        "{} texts do not show whole:\n{}",
        cut.len(),
        cut.join("\n")
    );
}
