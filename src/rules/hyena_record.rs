//! Hyena game records: tags, then one line per turn (`docs/notation.md`).
//!
//! ```text
//! [Game "hyena"]
//! [Players "3"]
//! [Options "three"]
//! 1. A 1: E         # one flat side: the mother enters on square 1
//! 2. B 2: -         # a mother still waiting cannot move
//! 3. C 1: E
//! 4. A 0: M         # no flat side: the mother moves 6
//! 5. B 1: E
//! ```
//!
//! The throw is the number of flat sides (0-3); the action is E (enter), S (save the one), M (move),
//! P (pay saved ones for the centre, then move) or - (no move).

use super::hyena::{Hyena, HyenaAction, HyenaOptions};
use super::record::{SyntaxError, parse_tag, strip_comment};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HyenaTurn {
    pub number: u32,
    pub seat: u8,
    pub flats: u8,
    pub action: HyenaAction,
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HyenaRecord {
    pub tags: Vec<(String, String)>,
    pub turns: Vec<HyenaTurn>,
    /// The line of each tag in the parsed text (for messages).
    tag_lines: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HyenaReplayError {
    #[error("{0}")]
    Syntax(#[from] SyntaxError),
    #[error("line {line}: {reason}")]
    Illegal { line: usize, reason: String },
}

fn err<T>(line: usize, column: usize, message: impl Into<String>) -> Result<T, SyntaxError> {
    Err(SyntaxError {
        line,
        column,
        message: message.into(),
    })
}

/// A seat's letter in records and on screen: A for the first.
pub fn seat_letter(seat: u8) -> char {
    (b'A' + seat) as char
}

impl HyenaRecord {
    pub fn new(options: HyenaOptions) -> HyenaRecord {
        HyenaRecord {
            tags: vec![
                ("Game".into(), "hyena".into()),
                ("Players".into(), options.players.to_string()),
                ("Options".into(), options.to_string()),
            ],
            turns: Vec::new(),
            tag_lines: vec![1, 2, 3],
        }
    }

    /// Is this text a Hyena game record? Decided by its `[Game]` tag.
    pub fn is_hyena(text: &str) -> bool {
        text.contains("[Game \"hyena\"]")
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Appends a turn just played (numbered after the last).
    pub fn push(&mut self, seat: u8, flats: u8, action: HyenaAction) {
        let number = self.turns.len() as u32 + 1;
        self.turns.push(HyenaTurn {
            number,
            seat,
            flats,
            action,
            line: 0,
        });
    }

    pub fn parse(text: &str) -> Result<HyenaRecord, SyntaxError> {
        let mut r = HyenaRecord::default();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let content = strip_comment(raw);
            let t = content.trim();
            if t.is_empty() {
                continue;
            }
            let col0 = content.len() - content.trim_start().len() + 1;
            if t.starts_with('[') {
                if !r.turns.is_empty() {
                    return err(line, col0, "tags come before the first turn");
                }
                let (name, value) = parse_tag(t, line, col0)?;
                if r.tag(&name).is_some() {
                    return err(line, col0, format!("the tag [{name}] is given twice"));
                }
                r.tags.push((name, value));
                r.tag_lines.push(line);
            } else {
                r.turns.push(parse_turn(t, line, col0)?);
            }
        }
        if r.tag("Game") != Some("hyena") {
            return err(1, 1, "a Hyena game record needs the tag [Game \"hyena\"]");
        }
        Ok(r)
    }

    pub fn options(&self) -> Result<HyenaOptions, SyntaxError> {
        let tag_line = |name: &str| {
            self.tags
                .iter()
                .position(|(n, _)| n == name)
                .and_then(|i| self.tag_lines.get(i).copied())
                .unwrap_or(1)
        };
        let players = self.tag("Players").unwrap_or("2");
        let players: u8 = players.parse().map_err(|_| SyntaxError {
            line: tag_line("Players"),
            column: 1,
            message: format!("[Players]: `{players}` is not a number of players"),
        })?;
        HyenaOptions::parse(players, self.tag("Options").unwrap_or("")).map_err(|m| SyntaxError {
            line: tag_line("Options"),
            column: 1,
            message: format!("[Options]: {m}"),
        })
    }

    /// Replays every turn, checking each against the rules.
    pub fn replay(&self) -> Result<Hyena, HyenaReplayError> {
        let mut g = Hyena::new(self.options()?)
            .map_err(|reason| HyenaReplayError::Illegal { line: 1, reason })?;
        for t in &self.turns {
            play_turn(&mut g, t)?;
        }
        Ok(g)
    }
}

fn parse_turn(text: &str, line: usize, col0: usize) -> Result<HyenaTurn, SyntaxError> {
    let shape = "a Hyena game turn looks like `7. B 2: M`";
    let Some((head, action)) = text.split_once(':') else {
        return err(line, col0, shape);
    };
    let Some(dot) = head.find('.') else {
        return err(line, col0, shape);
    };
    let number: u32 = head[..dot].trim().parse().map_err(|_| SyntaxError {
        line,
        column: col0,
        message: format!("`{}` is not a turn number", &head[..dot]),
    })?;
    let words: Vec<&str> = head[dot + 1..].split_whitespace().collect();
    let [seat_word, throw_word] = words.as_slice() else {
        return err(line, col0 + dot + 1, shape);
    };
    let col_of = |w: &str| col0 + head.find(w).unwrap_or(0);
    let seat = match seat_word.as_bytes() {
        [c @ b'A'..=b'F'] => c - b'A',
        _ => {
            return err(
                line,
                col_of(seat_word),
                format!("`{seat_word}` is not a seat (A to F)"),
            );
        }
    };
    let flats = match throw_word.parse::<u8>() {
        Ok(f) if f <= 3 => f,
        _ => {
            return err(
                line,
                col_of(throw_word),
                format!("`{throw_word}` is not a throw (0-3 flat sides)"),
            );
        }
    };
    let body = action.trim();
    let column = col0 + head.len() + 1 + (action.len() - action.trim_start().len());
    let mut chars = body.chars();
    let action = match (
        chars.next().and_then(HyenaAction::from_letter),
        chars.next(),
    ) {
        (Some(a), None) => a,
        _ => {
            return err(
                line,
                column,
                format!("`{body}` is not a Hyena game action (E, S, M, P or -)"),
            );
        }
    };
    Ok(HyenaTurn {
        number,
        seat,
        flats,
        action,
        line,
    })
}

/// Plays one recorded turn: its throw, then its action.
pub fn play_turn(g: &mut Hyena, t: &HyenaTurn) -> Result<(), HyenaReplayError> {
    let illegal = |reason: String| HyenaReplayError::Illegal {
        line: t.line,
        reason,
    };
    let Some(seat) = g.to_move() else {
        return Err(illegal("the game is already over".into()));
    };
    if t.number != g.turns() + 1 {
        return Err(illegal(format!(
            "turn {} is numbered {}",
            g.turns() + 1,
            t.number
        )));
    }
    if t.seat != seat {
        return Err(illegal(format!(
            "it is {}'s turn, not {}'s",
            seat_letter(seat),
            seat_letter(t.seat)
        )));
    }
    g.throw(t.flats).map_err(|e| illegal(e.to_string()))?;
    g.play(t.action, &mut Vec::new())
        .map_err(|e| illegal(format!("illegal: {e}")))
}

impl fmt::Display for HyenaRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            writeln!(f, "[{name} \"{value}\"]")?;
        }
        writeln!(f)?;
        for t in &self.turns {
            writeln!(
                f,
                "{}. {} {}: {}",
                t.number,
                seat_letter(t.seat),
                t.flats,
                t.action.letter()
            )?;
        }
        Ok(())
    }
}
