//! Embeds every lesson in `assets/tutorial/` (adding a lesson is adding a file: no code), and on
//! Windows the app icon and the file's properties.

use std::fmt::Write as _;

fn main() {
    embed_lessons();
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resource();
    }
}

/// The icon Explorer and the task bar show, and the properties of `mehen.exe`. Needs the Windows
/// resource compiler (the SDK's `rc.exe`, or MinGW's `windres` when cross-compiling): without one the
/// game still builds, with a warning, and sets its window icon itself at run time.
fn windows_resource() {
    println!("cargo:rerun-if-changed=packaging/icon/mehen.ico");
    let mut res = winresource::WindowsResource::new();
    res.set_icon("packaging/icon/mehen.ico")
        .set("ProductName", "Mehen")
        .set("FileDescription", "Mehen, the ancient Egyptian snake game")
        .set("LegalCopyright", "The Mehen developers; MIT or Apache-2.0");
    if let Err(e) = res.compile() {
        println!("cargo:warning=no Windows icon resource: {e}");
    }
}

fn embed_lessons() {
    println!("cargo:rerun-if-changed=assets/tutorial");
    let dir = std::path::Path::new("assets/tutorial");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".lesson.ron"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut out = String::from("/// Every lesson file's name and text, in file-name order.\n");
    out.push_str("pub const LESSON_FILES: &[(&str, &str)] = &[\n");
    // The path is joined when the crate compiles, so an output kept from a build of another
    // checkout sharing the target directory still reads this one's files.
    for n in &names {
        writeln!(
            out,
            "    ({n:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/tutorial/{n}\"))),"
        )
        .expect("writing to a string");
    }
    out.push_str("];\n");
    let target = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("lessons.rs");
    std::fs::write(target, out).expect("writing the lesson list");
}
