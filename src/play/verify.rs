//! Checking a record's throws against its `[Seed]` (an online game's record reveals the seed its
//! server threw with): the game is played again from its setup with the seeded throws, each action
//! the one whose record text the file has, and every throw must come out as the file wrote it. One
//! way for all six games: the actions are found by their record text, not parsed per game.

use super::setup::{AnyMatch, Setup, start};
use crate::rules::GameKind;

/// What the check found: how many throws matched, or where the record leaves the seed's throws.
pub type SeedCheck = Result<usize, String>;

/// The value of tag `name` in a record's text.
fn tag<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.lines().find_map(|l| {
        let rest = l.trim().strip_prefix('[')?.strip_prefix(name)?;
        rest.trim()
            .strip_suffix(']')?
            .trim()
            .strip_prefix('"')?
            .strip_suffix('"')
    })
}

/// A record's turns, a line each, without its tags and comments.
fn turn_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('[') && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// Does the match's record so far agree with the file's turns (every line it has the same, the
/// last perhaps unfinished)?
fn agrees(m: &dyn AnyMatch, file: &[String]) -> bool {
    let mine = turn_lines(&m.record_text());
    mine.len() <= file.len()
        && mine.iter().zip(file).enumerate().all(|(i, (a, b))| {
            if i + 1 == mine.len() {
                b.starts_with(a.as_str())
            } else {
                a == b
            }
        })
}

/// The check of a record's throws against its seed; `None` when the record has no plain `[Seed]`
/// number, is of no known game or starts from a position set up by hand.
pub fn check_seed(text: &str) -> Option<SeedCheck> {
    let seed: u64 = tag(text, "Seed")?.parse().ok()?;
    let kind = GameKind::from_name(tag(text, "Game")?)?;
    if tag(text, "Setup").is_some() {
        return None;
    }
    let players = match tag(text, "Players") {
        Some(p) => p.parse().ok()?,
        None => 2,
    };
    let setup = Setup {
        kind,
        players,
        options: tag(text, "Options").unwrap_or("").to_string(),
        board: tag(text, "Board").unwrap_or("classic").to_string(),
        teams: tag(text, "Teams").unwrap_or("").to_string(),
        board_ron: None,
        seed,
    };
    let game = start(&setup).ok()?;
    Some(follow(game, &turn_lines(text), &setup))
}

/// Plays `game` along the file's turns: throws from the seed, each action the one the file wrote.
/// Where two actions both agree so far (one a prefix of the other), the longer way is tried first
/// and the other after, so the search is depth-first with a bounded number of steps.
fn follow(game: Box<dyn AnyMatch>, file: &[String], setup: &Setup) -> SeedCheck {
    let mut stack: Vec<(Box<dyn AnyMatch>, usize)> = vec![(game, 0)];
    let mut furthest = (0usize, 0usize);
    // Bounded: a record of a few hundred turns needs a few thousand steps.
    for _ in 0..2_000_000 {
        let Some((mut m, throws)) = stack.pop() else {
            break;
        };
        let done = turn_lines(&m.record_text());
        // Every turn of the file played (a game over, or a record that stops there).
        if done == file {
            return Ok(throws);
        }
        furthest = furthest.max((done.len(), throws));
        if m.seat_to_move().is_none() {
            continue;
        }
        // The actions open now (with a throw due, those a game offers instead: Senet's houses),
        // then the seed's throw when one is due.
        for a in m.legal() {
            let mut next = m.fork();
            if next.play(&a).is_ok() && agrees(&*next, file) {
                stack.push((next, throws));
            }
        }
        if m.throw_due() && m.throw().is_ok() && agrees(&*m, file) {
            stack.push((m, throws + 1));
        }
    }
    // The record as far as it matches, and the first turn the seed does not give.
    let (turns, throws) = furthest;
    let at = file
        .get(turns)
        .map_or(String::from("the end"), |l| format!("`{l}`"));
    Err(format!(
        "the throws follow the seed for {throws} throws and {turns} turns; at {at} the record \
         does not throw what seed {} throws",
        setup.seed
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    /// A whole game of `kind` played by computers with seed `seed`: its record text.
    fn played(kind: GameKind, players: u8, seed: u64) -> String {
        let setup = Setup {
            kind,
            players,
            options: String::new(),
            board: "classic".into(),
            teams: String::new(),
            board_ron: None,
            seed,
        };
        let mut m = start(&setup).unwrap();
        for n in 0..100_000u64 {
            if m.seat_to_move().is_none() {
                break;
            }
            match m.computer(Level::Novice, n) {
                Some(a) => m.play(&a).unwrap(),
                None => {
                    m.throw().unwrap();
                }
            }
        }
        // A race game's record keeps no seed of its own: the tag as an online room adds it.
        let text = m.record_text();
        let at = text.find('\n').map_or(text.len(), |i| i + 1);
        format!("{}[Seed \"{seed}\"]\n{}", &text[..at], &text[at..])
    }

    #[test]
    fn every_games_record_follows_its_seed_and_a_changed_throw_is_found() {
        for (kind, players) in [
            (GameKind::Mehen, 3),
            (GameKind::SenetKendall, 2),
            (GameKind::SenetHouses, 2),
            (GameKind::Hyena, 2),
            (GameKind::FamilyMehen, 3),
            (GameKind::BakAmen, 2),
        ] {
            let text = played(kind, players, 41);
            let checked = check_seed(&text).expect("a record with a seed");
            assert!(
                checked.as_ref().is_ok_and(|&n| n > 10),
                "{kind:?}: {checked:?}"
            );
            // Another seed: the same turns cannot come from it.
            let other = text.replace("[Seed \"41\"]", "[Seed \"42\"]");
            assert!(check_seed(&other).unwrap().is_err(), "{kind:?}");
        }
        assert!(check_seed("[Game \"mehen\"]\n[Seed \"7/0\"]\n").is_none());
    }
}
