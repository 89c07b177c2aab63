//! What the packages ship, checked from the files in the repository: the icon in every size and
//! format, the desktop entry, the .deb's asset list, the macOS bundle's Info.plist, the changelog and
//! licences, and the release workflow's use of them. `installed_binary_renders_from_an_empty_folder`
//! runs only from packaging/linux/check.sh, on the binary the .deb installed.

mod pictures;

use std::path::{Path, PathBuf};
use std::process::Command;

const VERSION: &str = env!("CARGO_PKG_VERSION");
const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(repo(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `Key=value` lines of a desktop entry's main group, in order.
fn desktop_entry(text: &str) -> Vec<(String, String)> {
    text.lines()
        .skip_while(|l| l.trim() != "[Desktop Entry]")
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The value after `<key>KEY</key>` in an Info.plist (the next `<string>`).
fn plist_string(plist: &str, key: &str) -> Option<String> {
    let after = plist.split_once(&format!("<key>{key}</key>"))?.1;
    let value = after.trim_start().strip_prefix("<string>")?;
    Some(value.split_once("</string>")?.0.to_string())
}

/// The `[from, to, mode]` rows of Cargo.toml's `[package.metadata.deb] assets`.
fn deb_assets() -> Vec<[String; 3]> {
    let manifest = read("Cargo.toml");
    let section = manifest
        .split_once("[package.metadata.deb]")
        .expect("Cargo.toml has [package.metadata.deb]")
        .1;
    let list = section
        .split_once("assets = [")
        .expect("the deb metadata lists assets")
        .1
        .split_once("\n]")
        .unwrap()
        .0;
    list.lines()
        .filter(|l| l.trim_start().starts_with('['))
        .map(|l| {
            let fields: Vec<String> = l
                .split('"')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect();
            fields
                .try_into()
                .unwrap_or_else(|f| panic!("asset row {f:?}"))
        })
        .collect()
}

#[test]
fn icon_pngs_are_square_in_every_hicolor_size_with_a_transparent_corner() {
    for size in ICON_SIZES {
        let path = repo(&format!("packaging/icon/png/mehen-{size}.png"));
        let img = image::open(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .to_rgba8();
        assert_eq!(img.dimensions(), (size, size), "{}", path.display());
        assert_eq!(img.get_pixel(0, 0).0[3], 0, "{size}: the corner is clear");
        let middle = img.get_pixel(size / 2, size / 2).0[3];
        assert!(middle > 200, "{size}: the centre is drawn (alpha {middle})");
    }
}

#[test]
fn the_window_icon_decodes_to_rgba() {
    let (rgba, width, height) = mehen::systems::app::icon::icon_rgba().expect("the icon decodes");
    assert_eq!((width, height), (128, 128));
    assert_eq!(rgba.len(), 128 * 128 * 4);
}

#[test]
fn windows_ico_holds_the_small_sizes_and_256() {
    let ico = std::fs::read(repo("packaging/icon/mehen.ico")).unwrap();
    assert_eq!(&ico[0..4], &[0, 0, 1, 0], "an ICO header");
    let count = u16::from_le_bytes([ico[4], ico[5]]) as usize;
    let sizes: Vec<u32> = (0..count)
        .map(|i| match ico[6 + 16 * i] {
            0 => 256, // 0 stands for 256 in an ICO directory
            n => n as u32,
        })
        .collect();
    for size in [16, 24, 32, 48, 256] {
        assert!(sizes.contains(&size), "mehen.ico lacks {size}: {sizes:?}");
    }
    // Every image the directory names lies inside the file.
    for i in 0..count {
        let entry = &ico[6 + 16 * i..6 + 16 * (i + 1)];
        let len = u32::from_le_bytes(entry[8..12].try_into().unwrap()) as usize;
        let offset = u32::from_le_bytes(entry[12..16].try_into().unwrap()) as usize;
        assert!(offset + len <= ico.len(), "entry {i} runs past the file");
    }
}

#[test]
fn macos_icns_holds_sizes_up_to_512() {
    let icns = std::fs::read(repo("packaging/icon/mehen.icns")).unwrap();
    assert_eq!(&icns[0..4], b"icns");
    let total = u32::from_be_bytes(icns[4..8].try_into().unwrap()) as usize;
    assert_eq!(total, icns.len(), "the header's length is the file's");
    let mut kinds = Vec::new();
    let mut at = 8;
    while at < icns.len() {
        let len = u32::from_be_bytes(icns[at + 4..at + 8].try_into().unwrap()) as usize;
        assert!(
            len >= 8 && at + len <= icns.len(),
            "a block at {at} of length {len}"
        );
        kinds.push(String::from_utf8_lossy(&icns[at..at + 4]).to_string());
        at += len;
    }
    // 16, 32 and 128 as RGB with masks; 256 and 512 as compressed images.
    for kind in [
        "is32", "s8mk", "il32", "l8mk", "it32", "t8mk", "ic08", "ic09",
    ] {
        assert!(
            kinds.iter().any(|k| k == kind),
            "mehen.icns lacks {kind}: {kinds:?}"
        );
    }
}

#[test]
fn the_desktop_entry_starts_the_installed_binary_with_its_icon() {
    let entry = desktop_entry(&read("packaging/linux/mehen.desktop"));
    let get = |key: &str| {
        entry
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("the desktop entry has no {key}"))
    };
    assert_eq!(get("Type"), "Application");
    assert_eq!(get("Name"), "Mehen");
    assert_eq!(get("Exec"), env!("CARGO_PKG_NAME"), "the binary's name");
    assert_eq!(get("Icon"), "mehen", "the hicolor icons' name");
    // Desktops match the running window to its entry by the window's class, winit's app name.
    assert_eq!(get("StartupWMClass"), env!("CARGO_PKG_NAME"));
    assert!(get("Categories").split(';').any(|c| c == "BoardGame"));
    assert!(entry.iter().any(|(k, _)| k == "Comment[fr]"), "French too");
}

#[test]
fn the_deb_installs_the_binary_icons_entry_and_licences_from_files_that_exist() {
    let assets = deb_assets();
    let dest = |to: &str| assets.iter().any(|[_, t, _]| t.starts_with(to));
    assert!(
        assets
            .iter()
            .any(|[from, to, mode]| from == "target/release/mehen"
                && to == "usr/bin/"
                && mode == "755")
    );
    for [from, to, _] in &assets {
        if !from.starts_with("target/") {
            assert!(
                repo(from).is_file(),
                "the deb ships {from}, which is missing"
            );
        }
        assert!(!to.starts_with('/'), "{to}: destinations are relative");
    }
    for size in ICON_SIZES {
        let to = format!("usr/share/icons/hicolor/{size}x{size}/apps/mehen.png");
        assert!(dest(&to), "no {to}");
    }
    for to in [
        "usr/share/icons/hicolor/scalable/apps/mehen.svg",
        "usr/share/applications/",
        "usr/share/doc/mehen/",
    ] {
        assert!(dest(to), "nothing goes to {to}");
    }
    let manifest = read("Cargo.toml");
    let depends = manifest
        .lines()
        .find_map(|l| l.strip_prefix("depends = "))
        .expect("the deb lists its dependencies");
    for lib in ["libasound2", "libvulkan1", "libxkbcommon0", "libx11-6"] {
        assert!(depends.contains(lib), "Depends lacks {lib}");
    }
}

#[test]
fn the_macos_bundle_names_the_binary_icon_and_this_version() {
    let plist = read("packaging/macos/Info.plist");
    let get = |key: &str| plist_string(&plist, key).unwrap_or_else(|| panic!("no {key}"));
    assert_eq!(get("CFBundleExecutable"), env!("CARGO_PKG_NAME"));
    assert_eq!(
        get("CFBundleShortVersionString"),
        VERSION,
        "Info.plist's version"
    );
    assert_eq!(get("CFBundleVersion"), VERSION);
    assert_eq!(get("CFBundlePackageType"), "APPL");
    let icon = get("CFBundleIconFile");
    assert!(repo(&format!("packaging/icon/{icon}")).is_file(), "{icon}");
}

#[test]
fn this_version_has_a_changelog_entry_and_the_licences_are_shipped() {
    let changelog = read("CHANGELOG.md");
    assert!(
        changelog.contains(&format!("## [{VERSION}] - ")),
        "CHANGELOG.md has no entry for {VERSION}"
    );
    assert!(changelog.contains("## [Unreleased]"));
    assert_eq!(env!("CARGO_PKG_LICENSE"), "MIT OR Apache-2.0");
    assert!(read("LICENSE-MIT").contains("Permission is hereby granted"));
    assert!(read("LICENSE-APACHE").contains("Apache License"));
}

#[test]
fn the_release_workflow_builds_every_platform_from_the_packaging_files() {
    let workflow = read(".github/workflows/release.yml");
    for needed in [
        "packaging/linux/package.sh",
        "packaging/macos/bundle.sh",
        "--profile dist",
        "x86_64-pc-windows-msvc",
        "aarch64-apple-darwin",
        "x86_64-apple-darwin",
        "lipo",
        "hdiutil",
        "Compress-Archive",
    ] {
        assert!(workflow.contains(needed), "release.yml never uses {needed}");
    }
    for path in ["packaging/linux/package.sh", "packaging/linux/check.sh"] {
        assert!(repo(path).is_file(), "{path}");
    }
}

#[cfg(unix)] // the script is bash, as on the macOS runner
#[test]
fn the_macos_bundle_script_lays_out_an_app() {
    let work = std::env::temp_dir().join(format!("mehen-bundle-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let binary = work.join("mehen");
    std::fs::write(&binary, b"a stand-in for the universal binary").unwrap();
    let out = Command::new("bash")
        .arg(repo("packaging/macos/bundle.sh"))
        .arg(&binary)
        .arg(work.join("out"))
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let contents = work.join("out/Mehen.app/Contents");
    let plist = std::fs::read_to_string(contents.join("Info.plist")).unwrap();
    let executable = plist_string(&plist, "CFBundleExecutable").unwrap();
    let icon = plist_string(&plist, "CFBundleIconFile").unwrap();
    assert_eq!(
        std::fs::read(contents.join("MacOS").join(executable)).unwrap(),
        std::fs::read(&binary).unwrap()
    );
    assert_eq!(
        std::fs::read(contents.join("Resources").join(icon)).unwrap(),
        std::fs::read(repo("packaging/icon/mehen.icns")).unwrap()
    );
    for notice in ["LICENSE-MIT", "LICENSE-APACHE", "CREDITS.md"] {
        assert!(
            contents.join("Resources").join(notice).is_file(),
            "{notice}"
        );
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// The installed game draws its menu with nothing beside it: run by check.sh with
/// MEHEN_INSTALLED_BINARY (the .deb's usr/bin/mehen in a scratch root) and MEHEN_INSTALLED_RUN_DIR
/// (an empty folder to run it from).
#[test]
fn installed_binary_renders_from_an_empty_folder() {
    let (Some(binary), Some(run_dir)) = (
        std::env::var_os("MEHEN_INSTALLED_BINARY"),
        std::env::var_os("MEHEN_INSTALLED_RUN_DIR"),
    ) else {
        eprintln!("skipped: packaging/linux/check.sh runs this on the installed package");
        return;
    };
    let shots = std::env::temp_dir().join(format!("mehen-installed-{}", std::process::id()));
    std::fs::create_dir_all(&shots).unwrap();
    let img = pictures::render(
        "the installed menu",
        Path::new(&binary),
        "1280x800x24",
        (&shots.join("home"), Some(Path::new(&run_dir))),
        &shots.join("menu.png"),
        &["--scene", "menu"],
    );
    assert!(img.width() >= 640 && img.height() >= 360);
    let left: Vec<_> = std::fs::read_dir(&run_dir).unwrap().collect();
    assert!(left.is_empty(), "nothing is written where the game is run");
    let _ = std::fs::remove_dir_all(&shots);
}
