//! Files handed between the game and the player's own computer. On the desktop the game's folders are
//! the player's, so nothing is needed; a browser page keeps its files in local storage, out of the
//! player's reach, so an exported record is also offered as a download, and a file the player picks
//! (a record or a save from elsewhere) is brought in.

use super::{FileError, MAX_FILE_BYTES, Paths, write_atomic};
use std::path::{Path, PathBuf};

/// A file the player picked in the browser's file chooser: its name and its text, or why it could
/// not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picked {
    pub name: String,
    pub text: Result<String, String>,
}

/// Writes an exported file; in a browser it is also handed to the player as a download.
pub fn export(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_atomic(path, bytes)?;
    #[cfg(target_arch = "wasm32")]
    if let Some(name) = path.file_name() {
        browser::offer_download(&name.to_string_lossy(), bytes)
            .map_err(|problem| FileError::new(path, problem))?;
    }
    Ok(())
}

/// Where a picked file goes among the game's files: a save (`.save.ron`) with the saves, a board
/// (`.board.ron`, `.spiral.ron`) in the board folder, anything else with the records (named `.mehen`, as the Load
/// screen lists them); never over a file already there.
pub fn place_for(paths: &Paths, name: &str) -> PathBuf {
    // Only the file's own name: a picked name never reaches outside the game's folders.
    let name = name.rsplit(['/', '\\']).next().unwrap_or_default().trim();
    let name = if name.is_empty() { "imported" } else { name };
    let (dir, stem, suffix) = if let Some(stem) = name.strip_suffix(".save.ron") {
        (paths.saves(), stem, ".save.ron")
    } else if let Some(stem) = name.strip_suffix(".spiral.ron") {
        (paths.boards(), stem, ".spiral.ron")
    } else if let Some(stem) = name.strip_suffix(".board.ron") {
        (paths.boards(), stem, ".board.ron")
    } else {
        (
            paths.records(),
            name.strip_suffix(".mehen").unwrap_or(name),
            ".mehen",
        )
    };
    let mut path = dir.join(format!("{stem}{suffix}"));
    let mut n = 2;
    while super::disk::exists(&path) {
        path = dir.join(format!("{stem}-{n}{suffix}"));
        n += 1;
    }
    path
}

/// Brings a picked file in beside the game's own (see [`place_for`]); the Load screen then shows what it
/// holds, or why it cannot be opened.
pub fn bring_in(paths: &Paths, picked: &Picked) -> Result<PathBuf, FileError> {
    let path = place_for(paths, &picked.name);
    let text = picked
        .text
        .as_ref()
        .map_err(|problem| FileError::new(Path::new(&picked.name), problem.clone()))?;
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::new(
            Path::new(&picked.name),
            format!(
                "too large ({} bytes; the most is {MAX_FILE_BYTES})",
                text.len()
            ),
        ));
    }
    write_atomic(&path, text.as_bytes())?;
    Ok(path)
}

#[cfg(target_arch = "wasm32")]
pub use browser::{pick_file, take_picked};

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::Picked;
    use std::sync::Mutex;
    use wasm_bindgen::{JsCast, JsValue, closure::Closure};

    /// Files picked and read, waiting for the game's next frame.
    static PICKED: Mutex<Vec<Picked>> = Mutex::new(Vec::new());

    fn said(e: JsValue) -> String {
        e.as_string()
            .or_else(|| js_sys::JSON::stringify(&e).ok().and_then(|s| s.as_string()))
            .unwrap_or_else(|| "the browser refused".into())
    }

    fn document() -> Result<web_sys::Document, String> {
        web_sys::window()
            .and_then(|w| w.document())
            .ok_or_else(|| "no page to work in".to_string())
    }

    /// Hands `bytes` to the browser as a download named `name`.
    pub fn offer_download(name: &str, bytes: &[u8]) -> Result<(), String> {
        let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
        let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(said)?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(said)?;
        let link: web_sys::HtmlAnchorElement = document()?
            .create_element("a")
            .map_err(said)?
            .unchecked_into();
        link.set_href(&url);
        link.set_download(name);
        link.click();
        // The browser has the file once the click is handled; the address is let go a minute on.
        let forget = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        });
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
                forget.unchecked_ref(),
                60_000,
            );
        }
        Ok(())
    }

    /// Opens the browser's file chooser; the file picked arrives through [`take_picked`].
    pub fn pick_file() -> Result<(), String> {
        let input: web_sys::HtmlInputElement = document()?
            .create_element("input")
            .map_err(said)?
            .unchecked_into();
        input.set_type("file");
        input.set_accept(".mehen,.ron,.txt,text/plain");
        let chooser = input.clone();
        let on_change = Closure::once_into_js(move || {
            let Some(file) = chooser.files().and_then(|f| f.get(0)) else {
                return;
            };
            let name = file.name();
            let arrive = |name: String, text: Result<String, String>| {
                if let Ok(mut picked) = PICKED.lock() {
                    picked.push(Picked { name, text });
                }
            };
            let reader = match web_sys::FileReader::new() {
                Ok(r) => r,
                Err(e) => return arrive(name, Err(said(e))),
            };
            let done = reader.clone();
            let named = name.clone();
            let on_load = Closure::once_into_js(move || {
                let text = done
                    .result()
                    .ok()
                    .and_then(|v| v.as_string())
                    .ok_or_else(|| "the browser could not read it as text".to_string());
                arrive(named, text);
            });
            reader.set_onloadend(Some(on_load.unchecked_ref()));
            if let Err(e) = reader.read_as_text(&file) {
                arrive(name, Err(said(e)));
            }
        });
        input.set_onchange(Some(on_change.unchecked_ref()));
        input.click();
        Ok(())
    }

    /// The files picked and read since the last call.
    pub fn take_picked() -> Vec<Picked> {
        PICKED
            .lock()
            .map(|mut p| std::mem::take(&mut *p))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picked_file_lands_beside_the_game_files_without_overwriting_or_escaping() {
        let root = std::env::temp_dir().join(format!("mehen-hand-over-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let paths = Paths::at(&root);
        let record = |name: &str, text: &str| Picked {
            name: name.into(),
            text: Ok(text.into()),
        };
        let first = bring_in(&paths, &record("game.mehen", "one")).unwrap();
        assert_eq!(first, paths.records().join("game.mehen"));
        let second = bring_in(&paths, &record("game.mehen", "two")).unwrap();
        assert_eq!(second, paths.records().join("game-2.mehen"));
        assert_eq!(std::fs::read_to_string(&first).unwrap(), "one");
        // A save goes with the saves, a board to the boards; other names become records; a path keeps
        // only its last part.
        let save = bring_in(&paths, &record("evening.save.ron", "(x)")).unwrap();
        assert_eq!(save, paths.saves().join("evening.save.ron"));
        let board = bring_in(&paths, &record("coil.board.ron", "(x)")).unwrap();
        assert_eq!(board, paths.boards().join("coil.board.ron"));
        let spiral = bring_in(&paths, &record("coil.spiral.ron", "(x)")).unwrap();
        assert_eq!(spiral, paths.boards().join("coil.spiral.ron"));
        let plain = bring_in(&paths, &record("../../notes.txt", "t")).unwrap();
        assert_eq!(plain, paths.records().join("notes.txt.mehen"));
        // A file the browser could not read is refused with its name and the reason.
        let unread = Picked {
            name: "broken.mehen".into(),
            text: Err("the browser could not read it as text".into()),
        };
        let e = bring_in(&paths, &unread).unwrap_err().to_string();
        assert!(
            e.contains("broken.mehen") && e.contains("could not read"),
            "{e}"
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}
