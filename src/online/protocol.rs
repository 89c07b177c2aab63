//! The messages of online play: JSON text frames, one message each, tagged by `type`. Versioned: a
//! client says its version first (`hello`) and a server speaking another refuses it. The exchange
//! is documented with an example in `docs/online.md`.

use crate::rules::common::text::plain_text_problem;
use serde::{Deserialize, Serialize};

/// The protocol this build speaks.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message a client sends (bytes); a larger frame closes the connection. Room for a
/// board of the host's own in `create`.
pub const MAX_MESSAGE: usize = 8192;

/// What a seat is when a room is created.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatPlan {
    /// A person somewhere else, who joins with the room's code.
    Remote,
    /// The server's computer player, at one of three levels.
    Novice,
    Normal,
    Expert,
}

impl SeatPlan {
    pub fn name(self) -> &'static str {
        match self {
            SeatPlan::Remote => "remote",
            SeatPlan::Novice => "novice",
            SeatPlan::Normal => "normal",
            SeatPlan::Expert => "expert",
        }
    }
}

/// From a client.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    Hello {
        version: u32,
    },
    /// A new room: the game and its options as on New game; the creator takes the first remote seat.
    Create {
        game: String,
        #[serde(default)]
        options: String,
        #[serde(default = "classic")]
        board: String,
        /// Team Mehen's teams as the record writes them (`AC BD`); none when empty.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        teams: String,
        /// Mehen's time limit (minutes); none: no limit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        time_limit_minutes: Option<u32>,
        /// A Mehen board of the host's own: its file's text (`board` is then its name).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        board_ron: Option<String>,
        seats: Vec<SeatPlan>,
        /// The players' names by seat, as the table shows them (missing ones get the usual names).
        #[serde(default)]
        names: Vec<String>,
        /// The remote seats played at the creator's own screen (several people at one window); none
        /// named: the first remote seat.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        here: Vec<u8>,
        /// Seats only by invitation: the room's code lets a person watch; taking a seat needs the
        /// whole code the creator is given (the room's code and a second secret).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        invite_only: bool,
    },
    /// Join a room by its code: a seat (the first free one when none is named), or watch.
    Join {
        code: String,
        #[serde(default)]
        seat: Option<u8>,
        #[serde(default)]
        watch: bool,
        /// The name the joining player goes by at the table.
        #[serde(default)]
        name: Option<String>,
    },
    /// Back to a seat after a dropped connection: its token and the last event seen.
    Resume {
        code: String,
        token: String,
        last_event: u64,
        /// The tokens of the other seats this screen plays.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<String>,
    },
    /// The host starts the game once every remote seat is taken.
    Start,
    /// A move of the seat to move: `throw`, or an action as the game's record writes it. `turn` is the
    /// turn the client believes it is (a stale message is refused).
    Act {
        turn: u32,
        action: String,
    },
    /// A player at the table hands a seat gone past its grace period to the computer.
    HandOver {
        seat: u8,
    },
    /// A player at the table ends the game (no winner) once a seat is gone past its grace period.
    EndGame,
}

fn classic() -> String {
    "classic".into()
}

/// A seat and its secret token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatToken {
    pub seat: u8,
    pub token: String,
}

/// What a seat is in the lobby.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// `remote` or the computer's level.
    pub kind: String,
    pub taken: bool,
    pub connected: bool,
    /// The player's name at the table (empty: none given, the game's usual name for the seat).
    #[serde(default)]
    pub name: String,
}

/// One thing that happened in the game, numbered from 1 in the room.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEvent {
    pub n: u64,
    pub seat: u8,
    /// The turn it happened in.
    pub turn: u32,
    /// A throw and the number it gave, or an action as the record writes it.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub throw: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub action: Option<String>,
    /// The position's fingerprint after the event (the engine's, alike on every platform): a
    /// client whose position differs knows it is off the server's game and rebuilds it.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub fingerprint: Option<std::num::NonZeroU64>,
}

/// From the server.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    Welcome {
        version: u32,
    },
    /// In a room: its code (shown as K7M-Q3P), the seat (none when watching) and its token, kept by
    /// the client to come back after a dropped connection.
    Joined {
        code: String,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        seat: Option<u8>,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        token: Option<String>,
        /// SHA-256 of the room's seed (hex); the seed itself comes with `end`.
        seed_hash: String,
        /// The other seats this connection plays, with their tokens (several people at one screen).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<SeatToken>,
        /// To the host of a room whose seats are by invitation, before the start: the whole code to
        /// give the players (`K7M-Q3P-H4T-Z9A`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        invite: Option<String>,
    },
    /// The room: its game as set up (every client plays the same engine from it), its seats, and
    /// whether the game has started.
    Lobby {
        code: String,
        game: String,
        #[serde(default)]
        options: String,
        #[serde(default = "classic")]
        board: String,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        teams: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        time_limit_minutes: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        board_ron: Option<String>,
        seats: Vec<SeatView>,
        started: bool,
        /// Seats only by invitation (the whole code): the room's code alone lets a person watch.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        invite_only: bool,
    },
    Event(GameEvent),
    /// Where the game stands: the seat to move, whether it throws, the legal actions (for that seat's
    /// client), and the turn.
    ToMove {
        seat: u8,
        turn: u32,
        throw_due: bool,
        legal: Vec<String>,
        /// The time left on the game's clock (ms), when it has a time limit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        time_left_ms: Option<u64>,
    },
    Refusal {
        reason: String,
    },
    /// A seat's connection came or went; a seat gone has until `grace_ms` from now to come back.
    Presence {
        seat: u8,
        connected: bool,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        grace_ms: Option<u64>,
    },
    /// The record so far (without its seed), and the events up to `last_event`.
    Snapshot {
        record: String,
        last_event: u64,
    },
    /// The game is over: the winners (a bit per seat; none when the players ended it), the seed (check it against `seed_hash`), and
    /// the whole record.
    End {
        winners: u8,
        seed: u64,
        record: String,
    },
    /// A message the server could not take (bad JSON, unknown type, too large, too fast).
    Error {
        message: String,
    },
    /// The server closes this connection: why, and whether to come back with `resume` (the
    /// connection fell behind the game's news) or not (another connection took its seats back, the
    /// room ended on an error, nothing was asked of the server in time).
    Closing {
        reason: String,
        resume: bool,
    },
}

impl ServerMsg {
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("server messages serialize")
    }
}

impl ClientMsg {
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("client messages serialize")
    }
}

/// The alphabet of room codes: no 0/O, 1/I/L or other look-alikes.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// A room code as shown and typed: `K7M-Q3P`.
pub fn show_code(code: &str) -> String {
    match code.len() {
        6 => format!("{}-{}", &code[..3], &code[3..]),
        12 => format!(
            "{}-{}-{}-{}",
            &code[..3],
            &code[3..6],
            &code[6..9],
            &code[9..]
        ),
        _ => code.to_string(),
    }
}

/// A code as typed (any case, with or without its dashes or spaces), or `None` when it cannot be
/// one: a room's code (six characters), or a whole code (twelve: the room's, then the invitation that
/// lets a person take a seat in a room whose seats are by invitation).
pub fn read_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let fits = matches!(code.len(), 6 | 12) && code.bytes().all(|b| CODE_ALPHABET.contains(&b));
    fits.then_some(code)
}

/// A code as [`read_code`] reads it, split into the room's code and the invitation, if any.
pub fn split_code(code: &str) -> (&str, Option<&str>) {
    match code.split_at_checked(6) {
        Some((room, "")) => (room, None),
        Some((room, invite)) => (room, Some(invite)),
        None => (code, None),
    }
}

/// The longest name a seat keeps (characters).
pub const MAX_NAME: usize = 24;

/// A player's name as a room keeps it: spaces trimmed, at most [`MAX_NAME`] characters; `None` when
/// empty (the game's usual name for the seat). A name that is not one line of visible text (a line
/// break, a control or direction character, only invisible characters) is refused, saying why.
pub fn clean_name(name: &str) -> Result<Option<String>, TextRefused> {
    if let Some(problem) = plain_text_problem(name) {
        return Err(TextRefused::Name {
            name: name.to_string(),
            problem,
        });
    }
    let name: String = name.trim().chars().take(MAX_NAME).collect();
    let name = name.trim();
    Ok((!name.is_empty()).then(|| name.to_string()))
}

/// A field of a room's setup (`options`, `board`, `teams`) is one line of visible text, or the
/// reason it is refused: it is written into the game's record.
pub fn check_field(field: &str, text: &str) -> Result<(), TextRefused> {
    match plain_text_problem(text) {
        Some(problem) => Err(TextRefused::Field {
            field: field.to_string(),
            text: text.to_string(),
            problem,
        }),
        None => Ok(()),
    }
}

/// Text a room will not keep (it would be written into the game's record or shown to others).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextRefused {
    #[error("the name {name:?} cannot be used: {problem}")]
    Name { name: String, problem: &'static str },
    #[error("`{field}` cannot be {text:?}: {problem}")]
    Field {
        field: String,
        text: String,
        problem: &'static str,
    },
}
