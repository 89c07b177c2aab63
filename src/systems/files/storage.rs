//! Where the game's files live and what the autosave has seen of the table ([`Storage`]), and fresh
//! file names stamped with the date and time.

use crate::persist::Paths;
use crate::persist::settings::{LifetimeStats, load_stats};
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// The game's folders, and what the autosave and statistics have seen of the table.
#[derive(Resource)]
pub struct Storage {
    pub paths: Paths,
    /// Off for screenshot scenes, which must not replace a player's autosave.
    pub autosave: bool,
    /// Print `autosaved turn N` after each autosave (the crash test reads it).
    pub trace: bool,
    pub(crate) autosaved: Option<u64>,
    /// The table the autosave follows.
    pub(crate) table: Option<u64>,
    pub stats: LifetimeStats,
    pub(crate) counted: [u32; 5],
    /// The autosave as found when the menu was last shown: what Continue would load.
    pub continue_from: Option<Result<crate::i18n::Said, crate::persist::FileError>>,
}

impl Storage {
    pub fn new(paths: Paths) -> (Storage, Option<String>) {
        let (stats, problem) = load_stats(&paths.stats());
        (
            Storage {
                paths,
                autosave: true,
                trace: std::env::var_os("MEHEN_TRACE_AUTOSAVE").is_some(),
                autosaved: None,
                table: None,
                stats,
                counted: [0; 5],
                continue_from: None,
            },
            problem,
        )
    }
}

/// `2026-11-22 17-48-03` from Unix seconds (UTC), for file names and lists.
pub fn stamp(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let rem = seconds % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}-{:02}-{:02}",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// A file name in `dir` that does not exist yet: `<stamp><suffix>`, numbered if needed.
pub fn fresh_path(dir: &Path, suffix: &str) -> PathBuf {
    let base = stamp(crate::persist::now_seconds()).replace(' ', "_");
    let mut path = dir.join(format!("{base}{suffix}"));
    let mut n = 2;
    while crate::persist::disk::exists(&path) {
        path = dir.join(format!("{base}-{n}{suffix}"));
        n += 1;
    }
    path
}
