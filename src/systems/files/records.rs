//! The records of the games kept as turn records (Senet, the Hyena game, family Mehen, Bak-Amen):
//! reading them back, the `[Seats]` and `[Sticks]` tags that let a game play on, each screen's
//! autosave (one per rule set, an unfinished game never overwritten), and which autosave Continue
//! opens.

use super::notices::Notices;
use super::storage::*;
use crate::i18n::Said;
use crate::persist::{FileError, Paths, read_text, write_atomic};
pub use crate::systems::shared::registry::{GameRegistry, RaceRecordSummary, RecordedMatch};
use crate::systems::shared::seats::{SeatKind, SeatSetup};
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// A race game's record read from a file and played again; `None` when the file is not a record
/// of that kind.
pub fn load_record<R: crate::play::race::RaceRecord>(
    path: &Path,
) -> Option<Result<(R, R::Game), FileError>> {
    let text = read_text(path).ok()?;
    if !R::is_record(&text) {
        return None;
    }
    let record = R::parse(&text).map_err(|e| FileError::new(path, e.to_string()));
    Some(record.and_then(|r| {
        r.replay()
            .map(|g| (r, g))
            .map_err(|e| FileError::new(path, e.to_string()))
    }))
}

pub use crate::rules::common::tags::set_tag;

/// The sticks a record opened to play on continues with: those of its `[Sticks]` tag (written by the
/// autosave and export), or new ones seeded from `seed`; with which (`kept`, `none`, `broken`) and
/// the tag's problem.
pub fn sticks_from_tag(
    tag: Option<&str>,
    seed: u64,
) -> (crate::dice::Sticks, &'static str, String) {
    use crate::dice::Sticks;
    match tag.map(Sticks::from_state_tag) {
        Some(Ok(s)) => (s, "kept", String::new()),
        Some(Err(e)) => (Sticks::seeded(seed), "broken", e.to_string()),
        None => (Sticks::seeded(seed), "none", String::new()),
    }
}

/// The seats as a record's `[Seats]` tag, so a game reopened from its record keeps its computer
/// players: `kind:colour:name` for each seat, comma-separated (`human:0:Ahmose, expert:1:Bastet`).
/// Characters that would break the tag or the list are dropped from names.
pub fn seats_tag(seats: &[SeatSetup]) -> String {
    seats
        .iter()
        .map(|s| {
            let kind = match s.kind {
                SeatKind::Human => "human".to_string(),
                SeatKind::Computer(level) => level.name().to_lowercase(),
            };
            let name: String = s
                .name
                .chars()
                .filter(|c| !matches!(c, ',' | '"' | '\\') && !c.is_control())
                .collect();
            format!("{kind}:{}:{}", s.colour, name.trim())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The seats of a record opened to play on: those of its `[Seats]` tag, or people with default names
/// when it has none; a damaged tag is said in the returned line and gets the defaults too.
pub fn seats_from_tag(tag: Option<&str>, players: u8) -> (Vec<SeatSetup>, Option<String>) {
    use crate::ai::Level;
    let defaults = SeatSetup::defaults(players);
    let Some(tag) = tag else {
        return (defaults, None);
    };
    let parse = |part: &str, i: usize| -> Result<SeatSetup, String> {
        let mut fields = part.trim().splitn(3, ':');
        let kind = match fields.next().unwrap_or("") {
            "human" => SeatKind::Human,
            other => SeatKind::Computer(Level::from_name(other).ok_or(format!(
                "seat {}: `{other}` is not human, novice, normal or expert",
                i + 1
            ))?),
        };
        let colour = fields
            .next()
            .and_then(|c| c.parse::<usize>().ok())
            .filter(|&c| c < crate::systems::shared::seats::PALETTE.len())
            .ok_or(format!(
                "seat {}: no colour number from 0 to {}",
                i + 1,
                crate::systems::shared::seats::PALETTE.len() - 1
            ))?;
        let name = fields.next().map(str::trim).filter(|n| !n.is_empty());
        Ok(SeatSetup {
            name: name.map_or_else(|| defaults[i].name.clone(), str::to_string),
            colour,
            kind,
        })
    };
    let parts: Vec<&str> = tag.split(',').collect();
    let seats = if parts.len() == defaults.len() {
        parts.iter().enumerate().map(|(i, p)| parse(p, i)).collect()
    } else {
        Err(format!("{} seats for {players} players", parts.len()))
    };
    match seats {
        Ok(seats) => (seats, None),
        Err(e) => (defaults, Some(e)),
    }
}

/// What a record opened to play on continues with: its seats and its sticks (from its tags), and the
/// log line that tells what was read.
pub fn resume(
    seats: Option<&str>,
    sticks: Option<&str>,
    players: u8,
    turns: usize,
    seed: u64,
) -> (Vec<SeatSetup>, crate::dice::Sticks, Said) {
    let (seats, seats_note) = seats_from_tag(seats, players);
    let (sticks, kept, problem) = sticks_from_tag(sticks, seed);
    let line = Said::message(
        "resume-read",
        &[
            ("count", turns.into()),
            ("sticks", kept.into()),
            ("problem", problem.into()),
            (
                "seats",
                if seats_note.is_some() { "broken" } else { "ok" }.into(),
            ),
            ("seatsproblem", seats_note.unwrap_or_default().into()),
        ],
    );
    (seats, sticks, line)
}

/// The tags a record needs to be played on as it was: the seats and the sticks at the start of the
/// turn in progress.
pub fn set_resume_tags(
    tags: &mut Vec<(String, String)>,
    seats: &[SeatSetup],
    checkpoint: &crate::dice::Sticks,
) {
    set_tag(tags, "Seats", seats_tag(seats));
    set_tag(tags, "Sticks", checkpoint.state_tag());
}

/// After every turn the record is written (atomically) as the screen's autosave: the Load screen
/// lists it, and opening it plays on with the same sticks.
pub fn autosave_match<M: RecordedMatch>(
    m: Option<Res<M>>,
    storage: Option<Res<Storage>>,
    mut notices: ResMut<Notices>,
    registry: Res<GameRegistry>,
    mut written: Local<Option<(u64, usize)>>,
) {
    let (Some(m), Some(storage)) = (m, storage) else {
        return;
    };
    let mark = m.mark();
    if !storage.autosave || m.is_lesson() || m.is_online() || *written == Some(mark) {
        return;
    }
    let name = m.autosave_name();
    let text = m.record_text();
    // A new match (another seed, or fewer turns than written last) may be about to replace a game.
    if written.is_none_or(|w| w.0 != mark.0 || mark.1 < w.1) {
        keep_unfinished_record(
            &storage.paths,
            &registry,
            &name,
            &text,
            m.kind(),
            &mut notices,
        );
    }
    *written = Some(mark);
    write_record(&storage, &mut notices, Some(&name), &text);
}

/// A game starting on a screen must not overwrite that screen's autosave while it holds another
/// unfinished game (one this game does not continue): that record is first kept under a new name in
/// the records folder, where the Load screen lists it.
pub(crate) fn keep_unfinished_record(
    paths: &Paths,
    registry: &GameRegistry,
    name: &str,
    text: &str,
    kind: crate::rules::GameKind,
    notices: &mut Notices,
) {
    let path = paths.records().join(name);
    let Ok(old) = read_text(&path) else { return };
    let turns = |t: &str| -> Vec<String> {
        t.lines()
            .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
            .filter(|l| !l.is_empty() && !l.starts_with('['))
            .collect()
    };
    let (old_turns, new_turns) = (turns(&old), turns(text));
    if new_turns.starts_with(&old_turns) {
        return; // the same game, played on
    }
    if registry
        .describe_file(&path)
        .is_some_and(|r| r.is_ok_and(|r| r.over))
    {
        return; // a finished game is in the records already
    }
    let kept = fresh_path(&paths.records(), " unfinished.mehen");
    match crate::persist::disk::rename(&path, &kept) {
        Ok(()) => notices.info_about(
            Said::new(|l| {
                let game = l.t(&format!("game-{}", kind.name()));
                l.format("notice-unfinished-game-kept", &[("game", game.into())])
            }),
            &kept,
        ),
        Err(e) => notices.problem("notice-problem", format!("{}: {e}", path.display())),
    }
}

/// Writes a record of a game on screen: as `autosave` (a fixed name in the records folder), or as a
/// fresh export when `autosave` is `None`; failures and exports are told in the notices.
pub fn write_record(storage: &Storage, notices: &mut Notices, autosave: Option<&str>, text: &str) {
    let records = storage.paths.records();
    let path = match autosave {
        Some(name) => records.join(name),
        None => fresh_path(&records, ".mehen"),
    };
    let written = match autosave {
        Some(_) => write_atomic(&path, text.as_bytes()),
        None => crate::persist::hand_over::export(&path, text.as_bytes()),
    };
    match (written, autosave) {
        (Ok(()), None) => notices.info_about(Said::message("notice-exported", &[]), &path),
        (Ok(()), Some(_)) => {}
        (Err(e), None) => notices.problem("notice-not-exported", e),
        (Err(e), Some(_)) => notices.problem("notice-autosave-failed", e),
    }
}

/// The autosave written last: the Mehen game's save, or the record of a Senet, Hyena, family Mehen
/// or Bak-Amen game (each screen keeps its own); `None` when there is none.
pub fn latest_autosave(paths: &crate::persist::Paths) -> Option<PathBuf> {
    let race_autosaves = crate::persist::disk::list(&paths.records())
        .into_iter()
        .flatten()
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("autosave-") && n.ends_with(".mehen"))
        });
    std::iter::once(paths.autosave())
        .chain(race_autosaves)
        .filter_map(|p| {
            let modified = crate::persist::disk::modified(&p).ok()?;
            Some((modified, p))
        })
        .max_by_key(|(modified, _)| *modified)
        .map(|(_, p)| p)
}
