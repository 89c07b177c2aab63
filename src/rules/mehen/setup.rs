//! A position written as text, for the `[Setup "..."]` record tag (tests, puzzles, golden records).
//!
//! Tokens, separated by spaces (see `docs/notation.md`):
//! `A12` a pawn of seat A on space 12; `AH` one in the head; `AE2` two enlightened; `AD1` one devoured;
//! `L31` a lion on space 31; `LH` one on the head; `first:barque` the first lion's stage;
//! `stirs:3`; `played:AB` the seats past their first turn (default: all); `move:B` the seat to move.
//! Pawns not placed are at the tail; lions not placed are in the reserve.

use crate::rules::common::setup_error::PositionError;
use crate::rules::mehen::board::{Board, Space};
use crate::rules::mehen::position::{Cell, FirstLion, MAX_SEATS, PAWNS_PER_SEAT, Position, Seat};

/// Why a setup text is not a position: the token at fault, and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("`{token}`: `{text}` is not a space of this board (1-{head} or H)")]
    NotASpace {
        token: String,
        text: String,
        head: u8,
    },
    #[error("`{token}`: there is no seat {seat} with {players} players")]
    NoSuchSeat {
        token: String,
        seat: char,
        players: u8,
    },
    #[error("`{0}`: the first lion is at reserve, barque, indent or board")]
    FirstLion(String),
    #[error("`{0}`: not a number of stirs")]
    Stirs(String),
    #[error("`{0}`: name one seat")]
    OneSeat(String),
    #[error("`{token}`: unknown setup key `{key}`")]
    UnknownKey { token: String, key: String },
    #[error("`{token}`: space {space} is already taken")]
    Taken { token: String, space: u8 },
    #[error("`{token}`: `{text}` is not a count")]
    NotACount { token: String, text: String },
    #[error("`{token}`: seat {seat} has only {PAWNS_PER_SEAT} pawns")]
    TooManyPawns { token: String, seat: Seat },
    #[error("{lions} lions, but a game of {players} has only {players}")]
    TooManyLions { lions: u8, players: u8 },
    #[error("lions are on the board, so the first lion has left the reserve")]
    FirstLionInReserve,
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("seat {0} has already won")]
    AlreadyWon(Seat),
}

/// A parsed setup: the position and the seat to move.
pub struct Setup {
    pub position: Position,
    pub to_move: Seat,
}

pub fn parse_setup(text: &str, board: &Board, players: u8) -> Result<Setup, SetupError> {
    let mut reader = SetupReader::new(board.head, players);
    for token in text.split_whitespace() {
        match token.split_once(':') {
            Some((key, value)) => reader.setting(token, key, value)?,
            None => reader.piece(token)?,
        }
    }
    reader.finish()
}

/// A setup as its tokens are read: the position so far, and the settings given.
struct SetupReader {
    head: Space,
    players: u8,
    pos: Position,
    first: Option<FirstLion>,
    stirs: Option<u16>,
    played: u8,
    to_move: Seat,
    lions: u8,
    /// Each seat's pawns placed so far (on spaces, at the head, enlightened, devoured).
    used: [u8; MAX_SEATS],
}

impl SetupReader {
    fn new(head: Space, players: u8) -> Self {
        SetupReader {
            head,
            players,
            pos: Position::new(head, players),
            first: None,
            stirs: None,
            played: ((1u16 << players) - 1) as u8,
            to_move: Seat(0),
            lions: 0,
            used: [0; MAX_SEATS],
        }
    }

    /// A space of the body, or `None` for the head (`H` or its number).
    fn space(&self, t: &str, token: &str) -> Result<Option<u8>, SetupError> {
        if t == "H" {
            return Ok(None);
        }
        let head = self.head;
        match t.parse::<u16>() {
            Ok(s) if s >= 1 && s < head as u16 => Ok(Some(s as u8)),
            Ok(s) if s == head as u16 => Ok(None),
            _ => Err(SetupError::NotASpace {
                token: token.into(),
                text: t.into(),
                head,
            }),
        }
    }

    fn seat_of(&self, c: char, token: &str) -> Result<Seat, SetupError> {
        let players = self.players;
        Seat::from_letter(c)
            .filter(|s| s.0 < players)
            .ok_or_else(|| SetupError::NoSuchSeat {
                token: token.into(),
                seat: c,
                players,
            })
    }

    /// A `key:value` token: the first lion's place, the stirs, who played this round, who moves.
    fn setting(&mut self, token: &str, key: &str, value: &str) -> Result<(), SetupError> {
        match key {
            "first" => {
                self.first = Some(match value {
                    "reserve" => FirstLion::Reserve,
                    "barque" => FirstLion::Barque,
                    "indent" => FirstLion::Indent,
                    "board" => FirstLion::Board,
                    _ => return Err(SetupError::FirstLion(token.into())),
                })
            }
            "stirs" => {
                self.stirs = Some(value.parse().map_err(|_| SetupError::Stirs(token.into()))?)
            }
            "played" => {
                self.played = 0;
                for c in value.chars().filter(|&c| c != '-') {
                    self.played |= 1 << self.seat_of(c, token)?.0;
                }
            }
            "move" => {
                let mut cs = value.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => self.to_move = self.seat_of(c, token)?,
                    _ => return Err(SetupError::OneSeat(token.into())),
                }
            }
            _ => {
                return Err(SetupError::UnknownKey {
                    token: token.into(),
                    key: key.into(),
                });
            }
        }
        Ok(())
    }

    /// Puts `cell` on space `s`, which must be empty.
    fn place(&mut self, s: u8, cell: Cell, token: &str) -> Result<(), SetupError> {
        if self.pos.cell(s) != Cell::Empty {
            return Err(SetupError::Taken {
                token: token.into(),
                space: s,
            });
        }
        self.pos.set(s, cell);
        Ok(())
    }

    /// A piece token: a lion (`L12`), a pawn on a space or at the head (`A7`, `AH`), or a count of
    /// a seat's enlightened (`AE2`) or devoured (`AD1`) pawns.
    fn piece(&mut self, token: &str) -> Result<(), SetupError> {
        let mut chars = token.chars();
        let lead = chars.next().unwrap_or(' ');
        let rest = chars.as_str();
        if lead == 'L' {
            match self.space(rest, token)? {
                Some(s) => self.place(s, Cell::Lion, token)?,
                None => self.pos.head_lions += 1,
            }
            self.lions += 1;
            return Ok(());
        }
        let seat = self.seat_of(lead, token)?;
        let i = seat.index();
        let count = |t: &str| -> Result<u8, SetupError> {
            t.parse::<u8>().map_err(|_| SetupError::NotACount {
                token: token.into(),
                text: t.into(),
            })
        };
        let n = if let Some(c) = rest.strip_prefix('E') {
            let n = count(c)?;
            self.pos.enlightened[i] += n;
            n
        } else if let Some(c) = rest.strip_prefix('D') {
            let n = count(c)?;
            self.pos.devoured[i] += n;
            n
        } else {
            match self.space(rest, token)? {
                Some(s) => self.place(s, Cell::Pawn(seat), token)?,
                None => self.pos.head_pawns[i] += 1,
            }
            1
        };
        self.used[i] = self.used[i].saturating_add(n);
        if self.used[i] > PAWNS_PER_SEAT {
            return Err(SetupError::TooManyPawns {
                token: token.into(),
                seat,
            });
        }
        Ok(())
    }

    /// The rest at the tail, the lions' reserve and the stirs, checked.
    fn finish(self) -> Result<Setup, SetupError> {
        let SetupReader {
            players,
            mut pos,
            first,
            stirs,
            played,
            to_move,
            lions,
            used,
            ..
        } = self;
        for (tail, used) in pos.tail.iter_mut().zip(used).take(players as usize) {
            *tail = PAWNS_PER_SEAT - used;
        }
        let first = first.unwrap_or(if lions > 0 {
            FirstLion::Board
        } else {
            FirstLion::Reserve
        });
        let staged = matches!(first, FirstLion::Barque | FirstLion::Indent) as u8;
        if lions + staged > players {
            return Err(SetupError::TooManyLions {
                lions: lions + staged,
                players,
            });
        }
        if first == FirstLion::Reserve && lions > 0 {
            return Err(SetupError::FirstLionInReserve);
        }
        pos.first_lion = first;
        pos.lion_reserve = players - lions - staged;
        pos.stirs = stirs.unwrap_or(match first {
            FirstLion::Reserve => 0,
            FirstLion::Barque => 1,
            FirstLion::Indent => 2,
            FirstLion::Board => 3,
        });
        pos.played = played;
        pos.check_conservation()?;
        if let Some(i) = (0..players as usize)
            .find(|&i| pos.enlightened[i] >= crate::rules::mehen::game::PAWNS_TO_WIN)
        {
            return Err(SetupError::AlreadyWon(Seat(i as u8)));
        }
        Ok(Setup {
            position: pos,
            to_move,
        })
    }
}
