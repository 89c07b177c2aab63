//! Senet records: the same text format as Mehen's (`docs/notation.md`): tags, then one line per turn.
//!
//! ```text
//! [Game "senet-kendall"]
//! [Options "plain"]
//! 1. B 3: 9+        # throws 3, moves the pawn on 9 forward
//! 2. W 5: -         # throws 5, cannot move: the 5 is offered to Black
//! 3. B =5: 4+       # takes the offered 5 instead of throwing
//! 4. W 2: 29-       # no forward move: the pawn on 29 goes back
//! 5. B R            # the dead pawn goes to the House of Rebirth (no throw)
//! 6. W 3            # a frozen side throws and does not get its 4: the turn is lost
//! ```

use crate::rules::common::setup_error::OptionsError;
use crate::rules::common::tags::{SyntaxError, add_tag, parse_tag, record_lines};
use crate::rules::common::throw::Throw;
use crate::rules::common::turn_record::check_turn_order;
use crate::rules::senet::{Senet, SenetAction, SenetIllegal, SenetPhase, Side, game_options};
use std::fmt;

/// What opens a turn: a throw (its value, 1-5), the offered number, or Rebirth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    Throw(u8),
    Offered(u8),
    Rebirth,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SenetTurn {
    pub number: u32,
    pub side: Side,
    pub opening: Opening,
    pub action: Option<SenetAction>,
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SenetRecord {
    pub tags: Vec<(String, String)>,
    pub turns: Vec<SenetTurn>,
}

/// Why a Senet record could not be replayed: where, and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SenetReplayError {
    #[error("{0}")]
    Syntax(#[from] SyntaxError),
    #[error("line {line}: {reason}")]
    Illegal { line: usize, reason: String },
}

/// Why a random record could not be made: options no rule set plays, or (a fault) a refused action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SenetRecordError {
    #[error(transparent)]
    Options(#[from] OptionsError),
    #[error(transparent)]
    Illegal(#[from] SenetIllegal),
}

fn letter(side: Side) -> char {
    match side {
        Side::White => 'W',
        Side::Black => 'B',
    }
}

fn err<T>(line: usize, column: usize, message: impl Into<String>) -> Result<T, SyntaxError> {
    Err(SyntaxError {
        line,
        column,
        message: message.into(),
    })
}

/// The throw of four sticks that makes a Senet value (5: no flat side).
pub fn throw_for(value: u8) -> Option<Throw> {
    match value {
        1..=4 => Throw::new(value),
        5 => Throw::new(0),
        _ => None,
    }
}

impl SenetRecord {
    /// A record of `game` (`senet-kendall` or `senet-houses`).
    pub fn new(game: &str, options: &str) -> SenetRecord {
        SenetRecord {
            tags: vec![
                ("Game".into(), game.into()),
                ("Options".into(), options.into()),
            ],
            turns: Vec::new(),
        }
    }

    /// Is this text a Senet record (rather than a Mehen one)? Decided by its `[Game]` tag.
    pub fn is_senet(text: &str) -> bool {
        text.contains("[Game \"senet-")
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn parse(text: &str) -> Result<SenetRecord, SyntaxError> {
        let mut r = SenetRecord::default();
        for (line, col0, t) in record_lines(text) {
            if t.starts_with('[') {
                let tag = parse_tag(t, line, col0)?;
                add_tag(&mut r.tags, tag, (line, col0), !r.turns.is_empty())?;
            } else {
                r.turns.push(parse_turn(t, line, col0)?);
            }
        }
        if !matches!(r.tag("Game"), Some("senet-kendall" | "senet-houses")) {
            return err(
                1,
                1,
                "a Senet record needs the tag [Game \"senet-kendall\"] or [Game \"senet-houses\"]",
            );
        }
        Ok(r)
    }

    pub fn options(&self) -> Result<crate::rules::senet::SenetOptions, SyntaxError> {
        game_options(
            self.tag("Game").unwrap_or(""),
            self.tag("Options").unwrap_or(""),
        )
        .map_err(|m| SyntaxError {
            line: 1,
            column: 1,
            message: format!("[Options]: {m}"),
        })
    }

    /// Replays every turn, checking each against the rules.
    pub fn replay(&self) -> Result<Senet, SenetReplayError> {
        let mut g = Senet::new(self.options()?).map_err(|e| SenetReplayError::Illegal {
            line: 1,
            reason: e.to_string(),
        })?;
        for t in &self.turns {
            play_turn(&mut g, t)?;
        }
        Ok(g)
    }
}

fn parse_turn(text: &str, line: usize, col0: usize) -> Result<SenetTurn, SyntaxError> {
    let shape = "a Senet turn looks like `7. W 3: 12+`";
    let dot = text.find('.').ok_or(SyntaxError {
        line,
        column: col0,
        message: shape.into(),
    })?;
    let number: u32 = text[..dot].parse().map_err(|_| SyntaxError {
        line,
        column: col0,
        message: format!("`{}` is not a turn number", &text[..dot]),
    })?;
    let (head, action) = match text.split_once(':') {
        Some((h, a)) => (h, Some((a, h.len() + 1))),
        None => (text, None),
    };
    let words: Vec<&str> = head[dot + 1..].split_whitespace().collect();
    let [side_word, open_word] = words.as_slice() else {
        return err(line, col0 + dot + 1, shape);
    };
    let col_of = |w: &str| col0 + head.find(w).unwrap_or(0);
    let side = match *side_word {
        "W" => Side::White,
        "B" => Side::Black,
        other => {
            return err(
                line,
                col_of(other),
                format!("`{other}` is not a side (W or B)"),
            );
        }
    };
    let value = |w: &str| w.parse::<u8>().ok().filter(|v| (1..=5).contains(v));
    let opening = if *open_word == "R" {
        Opening::Rebirth
    } else if let Some(v) = open_word.strip_prefix('=').and_then(value) {
        Opening::Offered(v)
    } else if let Some(v) = value(open_word) {
        Opening::Throw(v)
    } else {
        return err(
            line,
            col_of(open_word),
            format!("`{open_word}` is not a throw (1-5), an offered number (=1 to =5) or R"),
        );
    };
    let action = match action {
        None => None,
        Some((a, at)) => {
            let body = a.trim();
            let column = col0 + at + (a.len() - a.trim_start().len());
            Some(parse_action(body).ok_or(SyntaxError {
                line,
                column,
                message: format!("`{body}` is not a Senet move (`12+`, `29-`, `17^8,12` or `-`)"),
            })?)
        }
    };
    Ok(SenetTurn {
        number,
        side,
        opening,
        action,
        line,
    })
}

/// Reads an action as a record writes it: `12+`, `12-`, `R`, `T`, `-`, `17^a,b`.
pub fn parse_action(text: &str) -> Option<SenetAction> {
    if text == "-" {
        return Some(SenetAction::Pass);
    }
    let square = |t: &str| t.parse::<u8>().ok().filter(|s| (1..=30).contains(s));
    if let Some(pair) = text.strip_prefix("17^") {
        let (a, b) = pair.split_once(',')?;
        return Some(SenetAction::Triple {
            to18: square(a)?,
            to19: square(b)?,
        });
    }
    if let Some(s) = text.strip_suffix('+') {
        return square(s).map(SenetAction::Forward);
    }
    text.strip_suffix('-')
        .and_then(square)
        .map(SenetAction::Back)
}

/// Plays one recorded turn.
pub fn play_turn(g: &mut Senet, t: &SenetTurn) -> Result<(), SenetReplayError> {
    let illegal = |reason: String| SenetReplayError::Illegal {
        line: t.line,
        reason,
    };
    let turn = (t.number, t.side);
    check_turn_order(g.to_move(), g.turns(), turn, letter).map_err(illegal)?;
    match t.opening {
        Opening::Rebirth => g
            .play(SenetAction::Rebirth)
            .map_err(|e| illegal(e.to_string()))?,
        Opening::Offered(v) => {
            if g.phase() != (SenetPhase::Throw { offered: Some(v) }) {
                return Err(illegal(format!("no {v} is on offer")));
            }
            g.play(SenetAction::TakeOffered)
                .map_err(|e| illegal(e.to_string()))?;
        }
        Opening::Throw(v) => g
            .throw(throw_for(v).expect("parser checks values"))
            .map_err(|e| illegal(e.to_string()))?,
    }
    let due = matches!(g.phase(), SenetPhase::Move { .. });
    match (t.action, due) {
        (Some(a), true) => g.play(a).map_err(|e| illegal(format!("{a}: {e}"))),
        (None, false) => Ok(()),
        (None, true) => Err(illegal(
            "a move is due (write `-` when none is possible)".into(),
        )),
        (Some(a), false) => Err(illegal(format!("{a}: no move is due after this"))),
    }
}

impl fmt::Display for SenetRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} \"{value}\"]")?;
        }
        for t in &self.turns {
            let opening = match t.opening {
                Opening::Throw(v) => v.to_string(),
                Opening::Offered(v) => format!("={v}"),
                Opening::Rebirth => "R".into(),
            };
            write!(f, "{}. {} {opening}", t.number, letter(t.side))?;
            if let Some(a) = t.action {
                write!(f, ": {a}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// A random game, recorded: throws from `throws`, choices from `pick`.
pub fn random_record(
    game: &str,
    options: &str,
    throws: &mut impl FnMut() -> Throw,
    pick: &mut impl FnMut(usize) -> usize,
    max_turns: u32,
) -> Result<SenetRecord, SenetRecordError> {
    let mut g = Senet::new(game_options(game, options)?)?;
    let mut r = SenetRecord::new(game, options);
    let mut legal = Vec::new();
    while !g.is_over() && g.turns() < max_turns {
        let side = g.to_move().expect("not over");
        let number = g.turns() + 1;
        g.legal_actions(&mut legal);
        let opening = if !legal.is_empty() && pick(2) == 0 {
            match legal[pick(legal.len())] {
                SenetAction::Rebirth => {
                    g.play(SenetAction::Rebirth)?;
                    Opening::Rebirth
                }
                _ => {
                    let SenetPhase::Throw { offered: Some(v) } = g.phase() else {
                        unreachable!("only Rebirth and TakeOffered come before a throw")
                    };
                    g.play(SenetAction::TakeOffered)?;
                    Opening::Offered(v)
                }
            }
        } else {
            let t = throws();
            g.throw(t)?;
            Opening::Throw(crate::rules::senet::value_of(t))
        };
        let action = if let SenetPhase::Move { .. } = g.phase() {
            g.legal_actions(&mut legal);
            let a = legal[pick(legal.len())];
            g.play(a)?;
            Some(a)
        } else {
            None
        };
        r.turns.push(SenetTurn {
            number,
            side,
            opening,
            action,
            line: 0,
        });
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_records_print_parse_and_replay_to_the_same_game() {
        use rand::{RngExt, SeedableRng};
        let mut triples = 0;
        for seed in 0..50u64 {
            // The throws of the game's sticks for this seed (four bits of each number are the sticks).
            let mut sticks = rand_pcg::Pcg32::seed_from_u64(seed);
            let mut rng = rand_pcg::Pcg32::seed_from_u64(seed);
            let (game, options) = [
                ("senet-kendall", ""),
                ("senet-kendall", "plain"),
                ("senet-kendall", "seven"),
                ("senet-houses", ""),
                ("senet-kendall", "seven triple"),
            ][seed as usize % 5];
            let r = random_record(
                game,
                options,
                &mut || {
                    crate::rules::Throw::new(
                        (rand::Rng::next_u32(&mut sticks) & 0xF).count_ones() as u8
                    )
                    .unwrap()
                },
                &mut |n| rng.random_range(0..n),
                3000,
            )
            .unwrap();
            let text = r.to_string();
            let back = SenetRecord::parse(&text).unwrap();
            let g = back.replay().unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(g.turns() as usize, r.turns.len());
            assert_eq!(back.to_string(), text);
            if options.contains("triple") {
                triples += text.matches("17^").count();
            }
        }
        assert!(triples > 0, "no 3-square move in the random games");
    }

    #[test]
    fn errors_name_the_line_and_the_problem() {
        let head = "[Game \"senet-kendall\"]\n[Options \"plain\"]\n";
        let e = SenetRecord::parse(&format!("{head}1. B 6: 9+\n")).unwrap_err();
        assert_eq!((e.line, e.column), (3, 6), "{e}");
        let e = SenetRecord::parse(&format!("{head}1. B 3: 9*\n")).unwrap_err();
        assert_eq!((e.line, e.column), (3, 9), "{e}");
        let r = SenetRecord::parse(&format!("{head}1. W 3: 2+\n")).unwrap();
        assert!(
            r.replay()
                .unwrap_err()
                .to_string()
                .contains("it is B's turn")
        );
        let r = SenetRecord::parse(&format!("{head}1. B 3: 2+\n")).unwrap();
        let e = r.replay().unwrap_err().to_string();
        assert!(e.starts_with("line 3: 2+"), "{e}");
        assert!(SenetRecord::parse("[Game \"mehen\"]\n").is_err());
    }
}
