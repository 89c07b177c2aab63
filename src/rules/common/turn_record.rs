//! Records for the race games whose turns are one throw and one action (the Hyena game, family Mehen):
//! tags, then one line per turn, `#` comments, as in `docs/notation.md`.
//!
//! ```text
//! [Game "hyena"]
//! [Players "2"]
//! 1. A 1: E
//! 2. B 0: M
//! ```
//!
//! Each game says how its throws and actions are written ([`Recorded`]); reading, printing and
//! replaying with line and column are shared here.

use crate::rules::common::race::RaceGame;
use crate::rules::common::setup_error::OptionsError;
use crate::rules::common::tags::{SyntaxError, add_tag, parse_tag, record_lines};
use std::fmt;

/// A game that can be written as a turn record.
pub trait Recorded: RaceGame {
    /// The `[Game]` tag.
    const GAME: &'static str;
    /// A sample turn line, for messages.
    const SAMPLE: &'static str;
    /// What a throw looks like, for messages (e.g. "0-3 flat sides").
    const THROWS: &'static str;
    /// What an action looks like, for messages.
    const ACTIONS: &'static str;
    /// A new game from the `[Players]` and `[Options]` tags.
    fn from_tags(players: u8, options: &str) -> Result<Self, OptionsError>;
    fn players(&self) -> u8;
    /// The `[Options]` tag that gives this game's options back.
    fn options_tag(&self) -> String;
    fn throw_valid(throw: u8) -> bool;
    fn action_text(action: Self::Action) -> String;
    fn parse_action(text: &str) -> Option<Self::Action>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn<A> {
    pub number: u32,
    pub seat: u8,
    pub throw: u8,
    pub action: A,
    /// Where the turn was read (0 for a turn played, not read).
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnRecord<G: Recorded> {
    pub tags: Vec<(String, String)>,
    pub turns: Vec<Turn<G::Action>>,
    /// The line of each tag in the parsed text (for messages).
    tag_lines: Vec<usize>,
}

/// Why a record could not be replayed: where, and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("{0}")]
    Syntax(#[from] SyntaxError),
    #[error("line {line}: {reason}")]
    Illegal { line: usize, reason: String },
}

/// A seat's letter in records and on screen: A for the first.
pub fn seat_letter(seat: u8) -> char {
    (b'A' + seat) as char
}

fn err<T>(line: usize, column: usize, message: impl Into<String>) -> Result<T, SyntaxError> {
    Err(SyntaxError {
        line,
        column,
        message: message.into(),
    })
}

/// A game about to start and its empty record.
pub fn with_turn_record<G: Recorded>(game: G) -> (G, TurnRecord<G>) {
    let record = TurnRecord::new_for(&game);
    (game, record)
}

impl<G: Recorded> TurnRecord<G> {
    /// An empty record of a game about to start.
    pub fn new_for(game: &G) -> Self {
        TurnRecord {
            tags: vec![
                ("Game".into(), G::GAME.into()),
                ("Players".into(), game.players().to_string()),
                ("Options".into(), game.options_tag()),
            ],
            turns: Vec::new(),
            tag_lines: vec![1, 2, 3],
        }
    }

    /// Is this text a record of this game? Decided by its `[Game]` tag.
    pub fn is_record(text: &str) -> bool {
        text.contains(&format!("[Game \"{}\"]", G::GAME))
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Appends a turn just played (numbered after the last).
    pub fn push(&mut self, seat: u8, throw: u8, action: G::Action) {
        let number = self.turns.len() as u32 + 1;
        self.turns.push(Turn {
            number,
            seat,
            throw,
            action,
            line: 0,
        });
    }

    pub fn parse(text: &str) -> Result<Self, SyntaxError> {
        let mut r = TurnRecord {
            tags: Vec::new(),
            turns: Vec::new(),
            tag_lines: Vec::new(),
        };
        for (line, col0, t) in record_lines(text) {
            if t.starts_with('[') {
                let tag = parse_tag(t, line, col0)?;
                add_tag(&mut r.tags, tag, (line, col0), !r.turns.is_empty())?;
                r.tag_lines.push(line);
            } else {
                r.turns.push(parse_turn::<G>(t, line, col0)?);
            }
        }
        if r.tag("Game") != Some(G::GAME) {
            return err(
                1,
                1,
                format!("this record needs the tag [Game \"{}\"]", G::GAME),
            );
        }
        Ok(r)
    }

    /// The game at its start, from the tags.
    pub fn start(&self) -> Result<G, SyntaxError> {
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
        G::from_tags(players, self.tag("Options").unwrap_or("")).map_err(|m| SyntaxError {
            line: tag_line("Options").max(tag_line("Players")),
            column: 1,
            message: format!("[Players]/[Options]: {m}"),
        })
    }

    /// Replays every turn, checking each against the rules.
    pub fn replay(&self) -> Result<G, RecordError> {
        let mut g = self.start()?;
        for t in &self.turns {
            play_turn(&mut g, t)?;
        }
        Ok(g)
    }
}

fn parse_turn<G: Recorded>(
    text: &str,
    line: usize,
    col0: usize,
) -> Result<Turn<G::Action>, SyntaxError> {
    let shape = format!("a turn looks like `{}`", G::SAMPLE);
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
    let throw = match throw_word.parse::<u8>() {
        Ok(t) if G::throw_valid(t) => t,
        _ => {
            return err(
                line,
                col_of(throw_word),
                format!("`{throw_word}` is not a throw ({})", G::THROWS),
            );
        }
    };
    let body = action.trim();
    let column = col0 + head.len() + 1 + (action.len() - action.trim_start().len());
    let Some(action) = G::parse_action(body) else {
        return err(
            line,
            column,
            format!("`{body}` is not an action ({})", G::ACTIONS),
        );
    };
    Ok(Turn {
        number,
        seat,
        throw,
        action,
        line,
    })
}

/// Checks that a recorded turn is the one due: the game goes on, the turn's number follows the
/// `played` turns, and it is the seat's (`name` writes a seat as the record does). Every record's
/// replay asks this before playing a turn; the error is the reason, for the record's line.
pub fn check_turn_order<S: PartialEq + Copy, N: fmt::Display>(
    to_move: Option<S>,
    played: u32,
    (number, seat): (u32, S),
    name: impl Fn(S) -> N,
) -> Result<(), String> {
    let Some(due) = to_move else {
        return Err("the game is already over".into());
    };
    if number != played + 1 {
        return Err(format!("turn {} is numbered {number}", played + 1));
    }
    if seat != due {
        return Err(format!("it is {}'s turn, not {}'s", name(due), name(seat)));
    }
    Ok(())
}

/// Plays one recorded turn: its throw, then its action.
pub fn play_turn<G: Recorded>(g: &mut G, t: &Turn<G::Action>) -> Result<(), RecordError> {
    let illegal = |reason: String| RecordError::Illegal {
        line: t.line,
        reason,
    };
    let turn = (t.number, t.seat);
    check_turn_order(g.seat_to_move(), g.turn_count(), turn, seat_letter).map_err(illegal)?;
    g.give_throw(t.throw).map_err(|e| illegal(e.to_string()))?;
    g.take(t.action)
        .map_err(|e| illegal(format!("illegal: {e}")))
}

impl<G: Recorded> fmt::Display for TurnRecord<G> {
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
                t.throw,
                G::action_text(t.action)
            )?;
        }
        Ok(())
    }
}
