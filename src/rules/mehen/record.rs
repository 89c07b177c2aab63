//! Game records: the `.mehen` text notation (`docs/notation.md`).
//!
//! ```text
//! [Game "mehen"]
//! [Board "classic"]
//! [Players "2"]
//! 1. A 2: T+4
//! 2. B 0 3: T+6      # a Mehen throw (0), the stir, then a throw of 3 flats
//! ```

use crate::rules::common::setup_error::OptionsError;
pub use crate::rules::common::tags::SyntaxError;
pub(crate) use crate::rules::common::tags::{add_tag, parse_tag, record_lines, syntax};
use crate::rules::common::throw::Throw;
use crate::rules::common::turn_record::check_turn_order;
use crate::rules::mehen::action::{Action, NotationError};
use crate::rules::mehen::board::{Board, BoardError};
use crate::rules::mehen::event::Sink;
use crate::rules::mehen::game::{Game, Phase};
use crate::rules::mehen::illegal::Illegal;
use crate::rules::mehen::options::{Options, Rules, Teams};
use crate::rules::mehen::position::Seat;
use crate::rules::mehen::setup::parse_setup;
use std::fmt;
use std::sync::Arc;

/// One turn line: `<n>. <seat> <throws>: <action>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnLine {
    pub number: u32,
    pub seat: Seat,
    pub throws: Vec<u8>,
    /// `None` when the game ended during a stir of this turn (the line has no `:` part).
    pub action: Option<Action>,
    /// Tickling the Tongue: the extra throw after the action (written after ` | `).
    pub tickle: Option<u8>,
    /// 1-based line in the source text (0 for records built in memory).
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    /// Header tags in order (`Game`, `Board`, `Players`, `Options`, `Seed`, and any others).
    pub tags: Vec<(String, String)>,
    pub turns: Vec<TurnLine>,
    /// `[End "time"]` after the last turn: the clock (or a turn cap) ended the game.
    pub ended_by_time: bool,
}

/// Why a record could not be replayed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("{0}")]
    Syntax(#[from] SyntaxError),
    #[error("{0}")]
    Board(#[from] BoardError),
    /// A well-formed turn that breaks a rule.
    #[error("line {line}: {reason}")]
    Illegal { line: usize, reason: String },
}

/// A turn's throws, the words after its seat (found in `head` from `search_from`): each the number
/// of flat sides up, at least one.
fn parse_throws<'a>(
    head: &str,
    words: impl Iterator<Item = &'a str>,
    mut search_from: usize,
    (line, col0): (usize, usize),
) -> Result<Vec<u8>, SyntaxError> {
    let mut throws = Vec::new();
    for w in words {
        let at = search_from + head[search_from..].find(w).unwrap_or(0);
        search_from = at + w.len();
        match w.parse::<u8>() {
            Ok(f) if Throw::new(f).is_some() => throws.push(f),
            _ => {
                return syntax(
                    line,
                    col0 + at,
                    format!("`{w}` is not a throw (the number of flat sides up, 0-4)"),
                );
            }
        }
    }
    if throws.is_empty() {
        return syntax(line, col0 + search_from, "expected at least one throw");
    }
    Ok(throws)
}

/// A turn's action text and the extra throw of Tickling the Tongue written after its `|`, if any.
fn split_tickle(
    action_text: Option<&str>,
    action_at: usize,
    (line, col0): (usize, usize),
) -> Result<(Option<&str>, Option<u8>), SyntaxError> {
    match action_text.map(|t| t.split_once('|')) {
        Some(Some((a, extra))) => {
            let extra_at = action_at + a.len() + 1;
            let word = extra.trim();
            let col_word = extra_at + (extra.len() - extra.trim_start().len());
            match word.parse::<u8>() {
                Ok(f) if Throw::new(f).is_some() => Ok((Some(a), Some(f))),
                _ => syntax(
                    line,
                    col0 + col_word,
                    format!(
                        "`{word}` is not a throw (after `|` comes the extra throw of Tickling the Tongue, 0-4)"
                    ),
                ),
            }
        }
        _ => Ok((action_text, None)),
    }
}

fn parse_turn(text: &str, line: usize, col0: usize) -> Result<TurnLine, SyntaxError> {
    let col = |offset: usize| col0 + offset;
    let dot = text.find('.').ok_or_else(|| SyntaxError {
        line,
        column: col(0),
        message: "a turn looks like `7. C 4 0 3: 12+4 L40-2`".into(),
    })?;
    let number: u32 = text[..dot].parse().map_err(|_| SyntaxError {
        line,
        column: col(0),
        message: format!("`{}` is not a turn number", &text[..dot]),
    })?;
    let (head, action_text, action_at) = match text.find(':') {
        Some(c) => (&text[..c], Some(&text[c + 1..]), c + 1),
        None => (text, None, text.len()),
    };
    let mut words = head[dot + 1..].split_whitespace();
    let seat_word = words.next().ok_or_else(|| SyntaxError {
        line,
        column: col(dot + 1),
        message: "expected the seat (A-F) after the turn number".into(),
    })?;
    let seat_at = head.find(seat_word).unwrap_or(dot + 1);
    let mut seat_chars = seat_word.chars();
    let seat = match (seat_chars.next(), seat_chars.next()) {
        (Some(c), None) => Seat::from_letter(c),
        _ => None,
    }
    .ok_or_else(|| SyntaxError {
        line,
        column: col(seat_at),
        message: format!("`{seat_word}` is not a seat (A-F)"),
    })?;
    let throws = parse_throws(head, words, seat_at + seat_word.len(), (line, col0))?;
    let (action_text, tickle) = split_tickle(action_text, action_at, (line, col0))?;
    let action = match action_text {
        None => None,
        Some(t) => {
            let lead = t.len() - t.trim_start().len();
            let body = t.trim();
            if body.is_empty() {
                return syntax(
                    line,
                    col(action_at),
                    "expected an action after `:` (`-` for no move)",
                );
            }
            Some(
                Action::parse(body, 0).map_err(|NotationError { offset, message }| {
                    SyntaxError {
                        line,
                        column: col(action_at + lead + offset),
                        message,
                    }
                })?,
            )
        }
    };
    Ok(TurnLine {
        number,
        seat,
        throws,
        action,
        tickle,
        line,
    })
}

impl Record {
    pub fn new(board: &str, players: u8, rules: &Rules) -> Record {
        let mut tags = vec![
            ("Game".into(), "mehen".into()),
            ("Board".into(), board.into()),
            ("Players".into(), players.to_string()),
            ("Options".into(), rules.options.to_string()),
        ];
        if let Some(t) = &rules.teams {
            tags.push(("Teams".into(), t.to_tag()));
        }
        Record {
            tags,
            turns: Vec::new(),
            ended_by_time: false,
        }
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    pub fn parse(text: &str) -> Result<Record, SyntaxError> {
        let mut record = Record::default();
        let mut end_seen = false;
        for (line, col0, trimmed) in record_lines(text) {
            if end_seen {
                return syntax(line, col0, "nothing may follow the [End] tag");
            }
            if trimmed.starts_with('[') {
                let (name, value) = parse_tag(trimmed, line, col0)?;
                if name == "End" {
                    if value != "time" {
                        return syntax(line, col0, "the only [End] tag is [End \"time\"]");
                    }
                    record.ended_by_time = true;
                    end_seen = true;
                    continue;
                }
                let turns_seen = !record.turns.is_empty();
                add_tag(&mut record.tags, (name, value), (line, col0), turns_seen)?;
            } else {
                record.turns.push(parse_turn(trimmed, line, col0)?);
            }
        }
        match record.tag("Game") {
            Some("mehen") => {}
            Some(other) => {
                return syntax(
                    1,
                    1,
                    format!("[Game \"{other}\"] is not a game this version plays (\"mehen\")"),
                );
            }
            None => return syntax(1, 1, "the record needs a [Game \"mehen\"] tag"),
        }
        if record.tag("Players").is_none() {
            return syntax(1, 1, "the record needs a [Players \"N\"] tag (2-6)");
        }
        Ok(record)
    }

    /// Line of a tag, for error messages (1 when unknown).
    fn tag_line(text: Option<&str>, name: &str) -> usize {
        text.and_then(|t| {
            t.lines()
                .position(|l| l.trim_start().starts_with(&format!("[{name}")))
                .map(|i| i + 1)
        })
        .unwrap_or(1)
    }

    /// The board, player count and rules of the header, checked. `text` (the source) sharpens error
    /// positions.
    pub fn setup(&self, text: Option<&str>) -> Result<(Arc<Board>, u8, Rules), ReplayError> {
        let board = Arc::new(Board::resolve(self.tag("Board").unwrap_or("classic"))?);
        self.setup_on(board, text)
    }

    /// As [`Record::setup`], on a board already at hand (a save carries its own).
    pub fn setup_on(
        &self,
        board: Arc<Board>,
        text: Option<&str>,
    ) -> Result<(Arc<Board>, u8, Rules), ReplayError> {
        let players_text = self.tag("Players").unwrap_or("");
        let players: u8 = match players_text.parse() {
            Ok(n) if (2..=6).contains(&n) => n,
            _ => {
                return Err(SyntaxError {
                    line: Self::tag_line(text, "Players"),
                    column: 1,
                    message: format!(
                        "[Players \"{players_text}\"]: Mehen is played by 2 to 6 players"
                    ),
                }
                .into());
            }
        };
        let tag_error = |name: &str, message: OptionsError| SyntaxError {
            line: Self::tag_line(text, name),
            column: 1,
            message: format!("[{name}]: {message}"),
        };
        let options = Options::parse(self.tag("Options").unwrap_or(""))
            .map_err(|m| tag_error("Options", m))?;
        let teams = match self.tag("Teams") {
            Some(t) => Some(Teams::parse(t, players).map_err(|m| tag_error("Teams", m))?),
            None => None,
        };
        Ok((board, players, Rules::new(options, teams)))
    }

    /// Replays every turn, checking each against the rules.
    pub fn replay(&self, text: Option<&str>) -> Result<Game, ReplayError> {
        let (board, players, rules) = self.setup(text)?;
        let mut game = self.start(board, players, rules, text)?;
        for t in &self.turns {
            play_turn(&mut game, t, &mut ())?;
        }
        if self.ended_by_time {
            game.end_by_time(&mut ());
        }
        Ok(game)
    }

    /// The game before the first turn: the usual start, or the `[Setup]` position.
    pub fn start(
        &self,
        board: Arc<Board>,
        players: u8,
        rules: Rules,
        text: Option<&str>,
    ) -> Result<Game, ReplayError> {
        match self.tag("Setup") {
            None => Game::with_rules(board, players, rules),
            Some(setup) => {
                let s = parse_setup(setup, &board, players).map_err(|message| SyntaxError {
                    line: Self::tag_line(text, "Setup"),
                    column: 1,
                    message: format!("[Setup]: {message}"),
                })?;
                Game::from_position(board, s.position, s.to_move, rules)
            }
        }
        .map_err(|e| ReplayError::Illegal {
            line: 1,
            reason: e.to_string(),
        })
    }
}

impl TurnLine {
    /// This line breaks a rule, for `reason`.
    fn illegal(&self, reason: String) -> ReplayError {
        ReplayError::Illegal {
            line: self.line,
            reason,
        }
    }
}

/// Plays one recorded turn on `game`.
pub fn play_turn<S: Sink>(game: &mut Game, t: &TurnLine, sink: &mut S) -> Result<(), ReplayError> {
    play_throws(game, t, sink)?;
    play_action(game, t, sink)
}

/// Plays a recorded turn's throws (and the stirs they bring): the game then waits for the turn's
/// action, or is over.
pub fn play_throws<S: Sink>(
    game: &mut Game,
    t: &TurnLine,
    sink: &mut S,
) -> Result<(), ReplayError> {
    let illegal = |reason: String| t.illegal(reason);
    let turn = (t.number, t.seat);
    check_turn_order(game.to_move(), game.turns(), turn, |seat| seat).map_err(illegal)?;
    for (k, &flats) in t.throws.iter().enumerate() {
        let throw = Throw::new(flats).expect("parser checks throws");
        if k + 1 < t.throws.len() && !throw.is_mehen() {
            return Err(illegal(format!(
                "only a Mehen throw (0 or 4) is followed by another throw, not {flats}"
            )));
        }
        if game.is_over() {
            return Err(illegal(
                "the game ended during the stir; no further throw".into(),
            ));
        }
        game.throw(throw, sink)
            .map_err(|e: Illegal| illegal(e.to_string()))?;
    }
    Ok(())
}

/// Plays a recorded turn's action (and Tickling the Tongue's extra throw) once its throws are played.
pub fn play_action<S: Sink>(
    game: &mut Game,
    t: &TurnLine,
    sink: &mut S,
) -> Result<(), ReplayError> {
    let illegal = |reason: String| t.illegal(reason);
    match (&t.action, game.is_over()) {
        (Some(_), true) => Err(illegal(
            "the game ended during the stir, so this turn has no action".into(),
        )),
        (None, true) => Ok(()),
        (None, false) => Err(illegal(
            if t.throws
                .last()
                .is_some_and(|&f| Throw::new(f).is_some_and(|t| t.is_mehen()))
            {
                "a Mehen throw is followed by another throw".into()
            } else {
                "the turn has no action (write `: -` for no move)".into()
            },
        )),
        (Some(a), false) => {
            game.play(*a, sink)
                .map_err(|e| illegal(format!("{a}: {e}")))?;
            match (t.tickle, game.phase() == Phase::Tickle) {
                (Some(flats), true) => {
                    let throw = Throw::new(flats).expect("parser checks throws");
                    game.throw(throw, sink).map_err(|e| illegal(e.to_string()))
                }
                (None, true) => Err(illegal(
                    "Tickling the Tongue: a pawn in the head earns one more throw, written after ` | `".into(),
                )),
                (Some(_), false) => Err(illegal("no extra throw is due after this action".into())),
                (None, false) => Ok(()),
            }
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{escaped}\"]")?;
        }
        writeln!(f)?;
        for t in &self.turns {
            write!(f, "{}. {}", t.number, t.seat)?;
            for th in &t.throws {
                write!(f, " {th}")?;
            }
            if let Some(a) = &t.action {
                write!(f, ": {a}")?;
            }
            if let Some(extra) = t.tickle {
                write!(f, " | {extra}")?;
            }
            writeln!(f)?;
        }
        if self.ended_by_time {
            writeln!(f, "[End \"time\"]")?;
        }
        Ok(())
    }
}

/// A game and its record kept in step: every throw and action goes to both.
#[derive(Debug, Clone)]
pub struct RecordedGame {
    pub game: Game,
    pub record: Record,
}

impl RecordedGame {
    pub fn new(game: Game, board_tag: &str) -> RecordedGame {
        let record = Record::new(board_tag, game.players(), game.rules());
        RecordedGame { game, record }
    }

    pub fn throw<S: Sink>(&mut self, t: Throw, sink: &mut S) -> Result<(), Illegal> {
        let seat = self.game.to_move().ok_or(Illegal::GameOver)?;
        let phase = self.game.phase();
        self.game.throw(t, sink)?;
        if phase == Phase::Tickle {
            if let Some(last) = self.record.turns.last_mut() {
                last.tickle = Some(t.flats());
            }
        } else if phase == (Phase::Throw { after_mehen: false }) {
            self.record.turns.push(TurnLine {
                number: self.game.turns() + 1,
                seat,
                throws: vec![t.flats()],
                action: None,
                tickle: None,
                line: 0,
            });
        } else if let Some(last) = self.record.turns.last_mut() {
            last.throws.push(t.flats());
        }
        Ok(())
    }

    pub fn play<S: Sink>(&mut self, a: Action, sink: &mut S) -> Result<(), Illegal> {
        self.game.play(a, sink)?;
        if let Some(last) = self.record.turns.last_mut() {
            last.action = Some(a);
        }
        Ok(())
    }

    pub fn end_by_time<S: Sink>(&mut self, sink: &mut S) {
        if !self.game.is_over() {
            self.game.end_by_time(sink);
            self.record.ended_by_time = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_tags_turns_and_comments() {
        let text = "# a game\n[Game \"mehen\"]\n[Board \"classic\"]\n[Players \"2\"]\n\n1. A 2: T+4 # entering\n2. B 0 3: T+6\n";
        let r = Record::parse(text).unwrap();
        assert_eq!(r.tag("Board"), Some("classic"));
        assert_eq!(r.turns.len(), 2);
        assert_eq!(r.turns[1].throws, vec![0, 3]);
        assert_eq!(r.turns[1].line, 7);
        let again = Record::parse(&r.to_string()).unwrap();
        assert_eq!(
            again
                .turns
                .iter()
                .map(|t| (&t.throws, t.action))
                .collect::<Vec<_>>(),
            r.turns
                .iter()
                .map(|t| (&t.throws, t.action))
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn syntax_errors_name_line_and_column() {
        let text = "[Game \"mehen\"]\n[Players \"2\"]\n1. A 2: T+4\n2. B 7: T+1\n";
        let e = Record::parse(text).unwrap_err();
        assert_eq!((e.line, e.column), (4, 6), "{e}");
        let text = "[Game \"mehen\"]\n[Players \"2\"]\n1. A 2: T+4 L4x2\n";
        let e = Record::parse(text).unwrap_err();
        assert_eq!((e.line, e.column), (3, 15), "{e}");
        let e = Record::parse("[Players \"2\"]\n").unwrap_err();
        assert!(e.message.contains("Game"));
        let e = Record::parse("[Game \"mehen\" \n").unwrap_err();
        assert_eq!(e.line, 1);
    }
}
