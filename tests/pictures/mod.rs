//! Rendering a screen in a real window (Xvfb and software Vulkan) and telling a drawn picture from a
//! blank one, for the tests that need a window.

use std::path::Path;
use std::process::Command;

/// How many colours a picture has, counting up to 65, from pixels spread over all of it.
pub fn colours(img: &image::RgbaImage) -> usize {
    let stride = (img.width() * img.height() / 20_000).max(1) as usize + 1;
    let mut seen = std::collections::HashSet::new();
    for p in img.pixels().step_by(stride) {
        seen.insert(p.0);
        if seen.len() > 64 {
            break;
        }
    }
    seen.len()
}

/// Runs `binary --screenshot FILE ARGS` under Xvfb on a screen of `screen` (e.g. "1280x800x24"), its
/// saves and settings in `home`, from `cwd` if given; fails the test named `name` if it exits with an
/// error or draws a blank or single-colour picture, and returns the picture.
pub fn render(
    name: &str,
    binary: &Path,
    screen: &str,
    (home, cwd): (&Path, Option<&Path>),
    file: &Path,
    args: &[&str],
) -> image::RgbaImage {
    let _ = std::fs::remove_file(file);
    // Bounded: a scene that never gets ready fails the test instead of holding it up.
    let mut command = Command::new("timeout");
    command
        .args([
            "120",
            "xvfb-run",
            "-a",
            "-s",
            &format!("-screen 0 {screen}"),
        ])
        .arg(binary)
        .arg("--screenshot")
        .arg(file)
        .args(args)
        .env("MEHEN_HOME", home);
    if let Some(dir) = cwd {
        command.current_dir(dir);
    }
    let out = command.output().expect("xvfb-run runs");
    assert!(
        out.status.success(),
        "{name}: exit {:?}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let img = image::open(file)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .to_rgba8();
    let colours = colours(&img);
    assert!(
        colours > 64,
        "{name}: only {colours} colours: blank or single-colour image"
    );
    img
}
