//! Settings and lifetime statistics: small RON files that must never stop the game. One that cannot be
//! read is copied aside (so nothing is lost), reported, and replaced by defaults.

use super::save::SavedSeat;
use super::{FileError, read_text, ron_problem, write_atomic};
use bevy::prelude::Resource;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const SETTINGS_VERSION: u32 = 1;

/// Player-facing settings, kept in the platform's config directory.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename = "MehenSettings", default, deny_unknown_fields)]
pub struct Settings {
    pub version: u32,
    pub master_volume: f32,
    pub effects_volume: f32,
    pub muted: bool,
    pub animation_speed: f32,
    pub hints: bool,
    /// Numbers on the board's spaces (a space's number always shows under the pointer).
    pub space_numbers: bool,
    /// The moves' notation (`T+4`, `L40-1*`) beside their words, for players who read records.
    pub notation: bool,
    pub window_width: u32,
    pub window_height: u32,
    /// The setup screen as last used for a game.
    pub last_setup: Option<LastSetup>,
    /// The language chosen in Settings; none: the system's.
    pub language: Option<crate::i18n::Language>,
    /// The size of the panels, menus and their text (1.0: as designed, 2.0: twice as large).
    pub ui_scale: f32,
    /// The lessons of Learn to play finished, by their names without their place in the list
    /// (`mehen-slide`), so that renumbering the lessons keeps them.
    pub lessons_done: Vec<String>,
    /// The server last used for online play (as typed: `HOST:PORT`), and the name played under.
    pub online_address: String,
    pub online_name: String,
    /// The online game this window last had a seat in, until it ends: a window closed mid-game goes
    /// back to its seat with it.
    pub online_rejoin: Option<Rejoin>,
}

/// A seat in an online room to go back to: the server, the room's code and the seat's token.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rejoin {
    pub address: String,
    pub code: String,
    pub token: String,
    /// The tokens of the other seats played at this window.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
    /// The other players' names, as the title screen says them ("Nefertari and Thutmose").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub with: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            master_volume: 0.8,
            effects_volume: 0.8,
            muted: false,
            animation_speed: 1.0,
            hints: true,
            space_numbers: true,
            notation: false,
            window_width: 1280,
            window_height: 720,
            last_setup: None,
            language: None,
            ui_scale: 1.0,
            lessons_done: Vec::new(),
            online_address: String::new(),
            online_name: String::new(),
            online_rejoin: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastSetup {
    pub board: String,
    pub seats: Vec<SavedSeat>,
    pub options: String,
    /// 0: no teams; 1: the partnership of the player count (AC BD, or AD BE CF).
    pub teams: u8,
    pub time_limit_minutes: Option<u32>,
    pub seed: String,
}

impl Settings {
    /// Remembers a lesson as done (the settings file keeps the list).
    pub fn mark_lesson_done(&mut self, id: &str) {
        let id = lesson_name(id);
        if !self.is_lesson_done(id) {
            self.lessons_done.push(id.to_string());
        }
    }

    /// Was this lesson finished? Older files kept the place in the list too (`03-mehen-slide`).
    pub fn is_lesson_done(&self, id: &str) -> bool {
        let id = lesson_name(id);
        self.lessons_done.iter().any(|d| lesson_name(d) == id)
    }

    /// Checks the values a file may hold; the error names the field.
    pub fn check(&self) -> Result<(), SettingsProblem> {
        use SettingsProblem as P;
        if self.version == 0 || self.version > SETTINGS_VERSION {
            return Err(P::Version(self.version));
        }
        let outside = |field, value: f32, range| P::OutOfRange {
            field,
            value: value.to_string(),
            range,
        };
        for (name, v) in [
            ("master_volume", self.master_volume),
            ("effects_volume", self.effects_volume),
        ] {
            if !(0.0..=1.0).contains(&v) {
                return Err(outside(name, v, "0.0-1.0"));
            }
        }
        if !(0.25..=4.0).contains(&self.animation_speed) {
            return Err(outside("animation_speed", self.animation_speed, "0.25-4.0"));
        }
        if !(0.5..=3.0).contains(&self.ui_scale) {
            return Err(outside("ui_scale", self.ui_scale, "0.5-3.0"));
        }
        for (name, v) in [
            ("window_width", self.window_width),
            ("window_height", self.window_height),
        ] {
            if !(200..=16384).contains(&v) {
                return Err(P::OutOfRange {
                    field: name,
                    value: v.to_string(),
                    range: "200-16384",
                });
            }
        }
        if self.online_address.chars().count() > 200 {
            return Err(P::TooLong("online_address", 200));
        }
        if let Some(r) = &self.online_rejoin
            && (r.address.len() > 200
                || r.code.len() > 16
                || r.token.len() > 64
                || r.also.len() > 5
                || r.also.iter().any(|t| t.len() > 64)
                || r.with.chars().count() > 200)
        {
            return Err(P::Rejoin);
        }
        if self.online_name.chars().count() > super::save::MAX_NAME_CHARS {
            return Err(P::TooLong("online_name", super::save::MAX_NAME_CHARS));
        }
        if let Some(s) = &self.last_setup {
            if !(2..=6).contains(&s.seats.len()) {
                return Err(P::SeatCount(s.seats.len()));
            }
            for (i, seat) in s.seats.iter().enumerate() {
                if seat.colour >= super::save::COLOURS
                    || seat.name.chars().count() > super::save::MAX_NAME_CHARS
                {
                    return Err(P::Seat(i));
                }
            }
        }
        Ok(())
    }
}

/// A settings value a file may not hold (named by its field).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SettingsProblem {
    #[error(
        "version {0}: written by a newer version of Mehen (this one reads up to {SETTINGS_VERSION})"
    )]
    Version(u32),
    #[error("{field}: {value} is outside {range}")]
    OutOfRange {
        field: &'static str,
        value: String,
        range: &'static str,
    },
    #[error("{0}: longer than {1} characters")]
    TooLong(&'static str, usize),
    #[error("online_rejoin: an address, code or token too long")]
    Rejoin,
    #[error("last_setup.seats: {0} seats; a game has 2 to 6")]
    SeatCount(usize),
    #[error("last_setup.seats[{0}]: colour or name out of range")]
    Seat(usize),
}

/// Throws over every game played on this computer, for the fairness statistic.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename = "MehenStats", default, deny_unknown_fields)]
pub struct LifetimeStats {
    pub games_finished: u64,
    /// Throws of 0, 1, 2, 3 and 4 flat sides.
    pub throws: [u64; 5],
}

impl LifetimeStats {
    /// The share of each throw (0-4 flat sides) in percent, beside the fair odds; `None` before any.
    pub fn fairness(&self) -> Option<String> {
        let total: u64 = self.throws.iter().sum();
        (total > 0).then(|| {
            let shares: Vec<String> = self
                .throws
                .iter()
                .map(|&n| format!("{:.1}%", 100.0 * n as f64 / total as f64))
                .collect();
            format!(
                "{total} throws in {} finished games; 0-4 flat sides: {} (fair sticks: 6.25% 25% 37.5% 25% 6.25%)",
                self.games_finished,
                shares.join(" ")
            )
        })
    }
}

pub fn to_ron<T: Serialize>(value: &T) -> String {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::new().struct_names(true))
        .expect("settings always serialize")
}

/// Reads a small RON file with `check`ed values.
pub fn read_ron<T: DeserializeOwned, E: std::fmt::Display>(
    path: &Path,
    check: impl Fn(&T) -> Result<(), E>,
) -> Result<T, FileError> {
    let text = read_text(path)?;
    if text.trim().is_empty() {
        return Err(FileError::new(path, "the file is empty"));
    }
    let value: T = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(&text)
        .map_err(|e| FileError::new(path, ron_problem(&e)))?;
    check(&value).map_err(|p| FileError::new(path, p.to_string()))?;
    Ok(value)
}

/// Reads a file or falls back to defaults. A missing file is simply the default; a file that cannot be
/// read is copied aside first, and the message says what was wrong and where the copy is.
pub fn load_or_default<T: DeserializeOwned + Default, E: std::fmt::Display>(
    path: &Path,
    check: impl Fn(&T) -> Result<(), E>,
) -> (T, Option<String>) {
    if !super::disk::exists(path) {
        return (T::default(), None);
    }
    match read_ron(path, check) {
        Ok(v) => (v, None),
        Err(e) => {
            let aside = aside_path(path);
            let kept = match super::disk::copy(path, &aside) {
                Ok(_) => format!("the file was kept as {}", aside.display()),
                Err(c) => format!("it could not be copied aside ({c}) and is left as it is"),
            };
            (T::default(), Some(format!("{e}. Using defaults; {kept}.")))
        }
    }
}

/// `settings.ron` -> `settings.ron.bad-<seconds>` (a new name each time, so no copy overwrites another).
fn aside_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".bad-{}", super::now_seconds()));
    let mut out = path.with_file_name(&name);
    let mut n = 1;
    while super::disk::exists(&out) {
        let mut again = name.clone();
        again.push(format!("-{n}"));
        out = path.with_file_name(again);
        n += 1;
    }
    out
}

pub fn load_settings(path: &Path) -> (Settings, Option<String>) {
    load_or_default(path, Settings::check)
}

/// A lesson's name without its place in the list: `03-mehen-slide` is `mehen-slide`.
pub fn lesson_name(id: &str) -> &str {
    match id.split_once('-') {
        Some((place, name)) if !place.is_empty() && place.bytes().all(|b| b.is_ascii_digit()) => {
            name
        }
        _ => id,
    }
}

pub fn save_settings(path: &Path, s: &Settings) -> Result<(), FileError> {
    write_atomic(path, to_ron(s).as_bytes())
}

pub fn load_stats(path: &Path) -> (LifetimeStats, Option<String>) {
    load_or_default(path, |_: &LifetimeStats| {
        Ok::<(), std::convert::Infallible>(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fairness_reports_shares_of_all_throws() {
        assert_eq!(LifetimeStats::default().fairness(), None);
        let s = LifetimeStats {
            games_finished: 2,
            throws: [1, 4, 6, 4, 1],
        };
        let f = s.fairness().unwrap();
        assert!(f.starts_with("16 throws in 2 finished games"), "{f}");
        assert!(f.contains("6.2% 25.0% 37.5% 25.0% 6.2%"), "{f}");
    }

    /// A lesson finished under its old place in the list stays finished once the lessons are
    /// renumbered, and is not kept twice.
    #[test]
    fn lessons_done_survive_renumbering() {
        let mut s = Settings {
            lessons_done: vec!["03-mehen-slide".into(), "16-senet-swap".into()],
            ..Settings::default()
        };
        assert!(s.is_lesson_done("mehen-slide"));
        assert!(s.is_lesson_done("05-mehen-slide"));
        assert!(!s.is_lesson_done("mehen-slides"));
        s.mark_lesson_done("07-mehen-slide");
        s.mark_lesson_done("mehen-jump");
        assert_eq!(s.lessons_done.len(), 3);
        assert!(s.is_lesson_done("12-mehen-jump"));
        assert_eq!(lesson_name("mehen-2-players"), "mehen-2-players");
    }

    #[test]
    fn settings_round_trip_and_bad_file_goes_aside() {
        let dir = std::env::temp_dir().join(format!("mehen-settings-{}", std::process::id()));
        let path = dir.join("settings.ron");
        let s = Settings {
            muted: true,
            animation_speed: 2.0,
            ..Settings::default()
        };
        save_settings(&path, &s).unwrap();
        assert_eq!(load_settings(&path), (s, None));
        std::fs::write(&path, "MehenSettings(master_volume: 7.0)").unwrap();
        let (loaded, msg) = load_settings(&path);
        assert_eq!(loaded, Settings::default());
        let msg = msg.unwrap();
        assert!(msg.contains("master_volume: 7 is outside"), "{msg}");
        // The bad file is still there, and a copy beside it.
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "MehenSettings(master_volume: 7.0)"
        );
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
