//! A position written as text, for the `[Setup "..."]` record tag (tests, puzzles, golden records).
//!
//! Tokens, separated by spaces (see `docs/notation.md`):
//! `A12` a pawn of seat A on space 12; `AH` one in the head; `AE2` two enlightened; `AD1` one devoured;
//! `L31` a lion on space 31; `LH` one on the head; `first:barque` the first lion's stage;
//! `stirs:3`; `played:AB` the seats past their first turn (default: all); `move:B` the seat to move.
//! Pawns not placed are at the tail; lions not placed are in the reserve.

use crate::rules::common::setup_error::PositionError;
use crate::rules::mehen::board::Board;
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
    let head = board.head;
    let mut pos = Position::new(head, players);
    let mut first: Option<FirstLion> = None;
    let mut stirs: Option<u16> = None;
    let mut played: u8 = ((1u16 << players) - 1) as u8;
    let mut to_move = Seat(0);
    let mut lions = 0u8;
    let mut used = [0u8; MAX_SEATS];
    let space = |t: &str, token: &str| -> Result<Option<u8>, SetupError> {
        if t == "H" {
            return Ok(None);
        }
        match t.parse::<u16>() {
            Ok(s) if s >= 1 && s < head as u16 => Ok(Some(s as u8)),
            Ok(s) if s == head as u16 => Ok(None),
            _ => Err(SetupError::NotASpace {
                token: token.into(),
                text: t.into(),
                head,
            }),
        }
    };
    let seat_of = |c: char, token: &str| -> Result<Seat, SetupError> {
        Seat::from_letter(c)
            .filter(|s| s.0 < players)
            .ok_or_else(|| SetupError::NoSuchSeat {
                token: token.into(),
                seat: c,
                players,
            })
    };
    for token in text.split_whitespace() {
        if let Some((key, value)) = token.split_once(':') {
            match key {
                "first" => {
                    first = Some(match value {
                        "reserve" => FirstLion::Reserve,
                        "barque" => FirstLion::Barque,
                        "indent" => FirstLion::Indent,
                        "board" => FirstLion::Board,
                        _ => {
                            return Err(SetupError::FirstLion(token.into()));
                        }
                    })
                }
                "stirs" => {
                    stirs = Some(value.parse().map_err(|_| SetupError::Stirs(token.into()))?)
                }
                "played" => {
                    played = 0;
                    for c in value.chars().filter(|&c| c != '-') {
                        played |= 1 << seat_of(c, token)?.0;
                    }
                }
                "move" => {
                    let mut cs = value.chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) => to_move = seat_of(c, token)?,
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
            continue;
        }
        let mut chars = token.chars();
        let lead = chars.next().unwrap_or(' ');
        let rest = chars.as_str();
        if lead == 'L' {
            match space(rest, token)? {
                Some(s) => {
                    if pos.cell(s) != Cell::Empty {
                        return Err(SetupError::Taken {
                            token: token.into(),
                            space: s,
                        });
                    }
                    pos.set(s, Cell::Lion);
                }
                None => pos.head_lions += 1,
            }
            lions += 1;
            continue;
        }
        let seat = seat_of(lead, token)?;
        let i = seat.index();
        let count = |t: &str| -> Result<u8, SetupError> {
            t.parse::<u8>().map_err(|_| SetupError::NotACount {
                token: token.into(),
                text: t.into(),
            })
        };
        let n = if let Some(c) = rest.strip_prefix('E') {
            let n = count(c)?;
            pos.enlightened[i] += n;
            n
        } else if let Some(c) = rest.strip_prefix('D') {
            let n = count(c)?;
            pos.devoured[i] += n;
            n
        } else {
            match space(rest, token)? {
                Some(s) => {
                    if pos.cell(s) != Cell::Empty {
                        return Err(SetupError::Taken {
                            token: token.into(),
                            space: s,
                        });
                    }
                    pos.set(s, Cell::Pawn(seat));
                }
                None => pos.head_pawns[i] += 1,
            }
            1
        };
        used[i] = used[i].saturating_add(n);
        if used[i] > PAWNS_PER_SEAT {
            return Err(SetupError::TooManyPawns {
                token: token.into(),
                seat,
            });
        }
    }
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
