//! Where the game's files are kept: the file system on the desktop, the browser's local storage on
//! the web (a key per file, its path; the files are text). The few operations the game needs, the same
//! on both, so saves, settings, records and boards are read and written one way.

use std::io;
use std::path::{Path, PathBuf};
use web_time::SystemTime;

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::*;
    use std::fs;

    pub fn read(path: &Path) -> io::Result<Vec<u8>> {
        fs::read(path)
    }

    /// Writes through a temporary file beside it, flushed, synced and renamed over it, so a crash at
    /// any moment leaves either the old file or the new one.
    pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
        use std::io::Write;
        let dir = path.parent().unwrap_or(Path::new("."));
        fs::create_dir_all(dir)?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
        let result = (|| -> io::Result<()> {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(bytes)?;
            f.flush()?;
            f.sync_all()?;
            drop(f);
            fs::rename(&tmp, path)?;
            // The rename itself is durable once the folder is synced (where the platform allows it).
            if let Ok(d) = fs::File::open(dir) {
                let _ = d.sync_all();
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result
    }

    pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    pub fn len(path: &Path) -> io::Result<u64> {
        fs::metadata(path).map(|m| m.len())
    }

    pub fn modified(path: &Path) -> io::Result<SystemTime> {
        fs::metadata(path)?.modified()
    }

    pub fn list(dir: &Path) -> io::Result<Vec<PathBuf>> {
        Ok(fs::read_dir(dir)?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect())
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::*;

    /// Every file's key starts so; its time of writing is kept under the time prefix.
    const FILE: &str = "mehen-file:";
    const TIME: &str = "mehen-time:";

    fn storage() -> io::Result<web_sys::Storage> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or_else(|| io::Error::other("this browser keeps no local storage"))
    }

    fn key(path: &Path) -> String {
        format!("{FILE}{}", path.to_string_lossy())
    }

    fn refused(e: wasm_bindgen::JsValue) -> io::Error {
        io::Error::other(format!(
            "the browser's storage refused it ({})",
            e.as_string().unwrap_or_else(|| "full or blocked".into())
        ))
    }

    pub fn read(path: &Path) -> io::Result<Vec<u8>> {
        storage()?
            .get_item(&key(path))
            .map_err(refused)?
            .map(String::into_bytes)
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))
    }

    pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
        let s = storage()?;
        s.set_item(&key(path), &String::from_utf8_lossy(bytes))
            .map_err(refused)?;
        let now = SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        let _ = s.set_item(
            &format!("{TIME}{}", path.to_string_lossy()),
            &now.to_string(),
        );
        Ok(())
    }

    pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
        let bytes = read(from)?;
        write(to, &bytes)?;
        let s = storage()?;
        let _ = s.remove_item(&key(from));
        let _ = s.remove_item(&format!("{TIME}{}", from.to_string_lossy()));
        Ok(())
    }

    pub fn len(path: &Path) -> io::Result<u64> {
        read(path).map(|b| b.len() as u64)
    }

    pub fn modified(path: &Path) -> io::Result<SystemTime> {
        let ms: u64 = storage()?
            .get_item(&format!("{TIME}{}", path.to_string_lossy()))
            .map_err(refused)?
            .and_then(|t| t.parse().ok())
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        Ok(web_time::UNIX_EPOCH + std::time::Duration::from_millis(ms))
    }

    pub fn list(dir: &Path) -> io::Result<Vec<PathBuf>> {
        let s = storage()?;
        let prefix = format!("{FILE}{}/", dir.to_string_lossy().trim_end_matches('/'));
        let mut out = Vec::new();
        for i in 0..s.length().map_err(refused)? {
            if let Some(k) = s.key(i).map_err(refused)?
                && let Some(rest) = k.strip_prefix(&prefix)
                && !rest.contains('/')
            {
                out.push(PathBuf::from(&k[FILE.len()..]));
            }
        }
        Ok(out)
    }
}

/// The file's bytes.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    imp::read(path)
}

/// Writes the file whole: afterwards it holds either what it held or all of `bytes`.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    imp::write(path, bytes)
}

pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    imp::rename(from, to)
}

/// Is there a file at `path`?
pub fn exists(path: &Path) -> bool {
    imp::len(path).is_ok()
}

/// Copies a file whole.
pub fn copy(from: &Path, to: &Path) -> io::Result<()> {
    write(to, &read(from)?)
}

/// The file's size in bytes.
pub fn len(path: &Path) -> io::Result<u64> {
    imp::len(path)
}

/// When the file was last written.
pub fn modified(path: &Path) -> io::Result<SystemTime> {
    imp::modified(path)
}

/// The files in `dir` (not its folders); an empty list for a folder that does not exist yet is
/// the caller's choice: this answers the error.
pub fn list(dir: &Path) -> io::Result<Vec<PathBuf>> {
    imp::list(dir)
}
