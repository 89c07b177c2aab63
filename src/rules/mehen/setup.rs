//! A position written as text, for the `[Setup "..."]` record tag (tests, puzzles, golden records).
//!
//! Tokens, separated by spaces (see `docs/notation.md`):
//! `A12` a pawn of seat A on space 12; `AH` one in the head; `AE2` two enlightened; `AD1` one devoured;
//! `L31` a lion on space 31; `LH` one on the head; `first:barque` the first lion's stage;
//! `stirs:3`; `played:AB` the seats past their first turn (default: all); `move:B` the seat to move.
//! Pawns not placed are at the tail; lions not placed are in the reserve.

use crate::rules::mehen::board::Board;
use crate::rules::mehen::position::{Cell, FirstLion, MAX_SEATS, PAWNS_PER_SEAT, Position, Seat};

/// A parsed setup: the position and the seat to move.
pub struct Setup {
    pub position: Position,
    pub to_move: Seat,
}

pub fn parse_setup(text: &str, board: &Board, players: u8) -> Result<Setup, String> {
    let head = board.head;
    let mut pos = Position::new(head, players);
    let mut first: Option<FirstLion> = None;
    let mut stirs: Option<u16> = None;
    let mut played: u8 = ((1u16 << players) - 1) as u8;
    let mut to_move = Seat(0);
    let mut lions = 0u8;
    let mut used = [0u8; MAX_SEATS];
    let space = |t: &str, token: &str| -> Result<Option<u8>, String> {
        if t == "H" {
            return Ok(None);
        }
        match t.parse::<u16>() {
            Ok(s) if s >= 1 && s < head as u16 => Ok(Some(s as u8)),
            Ok(s) if s == head as u16 => Ok(None),
            _ => Err(format!(
                "`{token}`: `{t}` is not a space of this board (1-{head} or H)"
            )),
        }
    };
    let seat_of = |c: char, token: &str| -> Result<Seat, String> {
        Seat::from_letter(c)
            .filter(|s| s.0 < players)
            .ok_or_else(|| format!("`{token}`: there is no seat {c} with {players} players"))
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
                            return Err(format!(
                                "`{token}`: the first lion is at reserve, barque, indent or board"
                            ));
                        }
                    })
                }
                "stirs" => {
                    stirs = Some(
                        value
                            .parse()
                            .map_err(|_| format!("`{token}`: not a number of stirs"))?,
                    )
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
                        _ => return Err(format!("`{token}`: name one seat")),
                    }
                }
                _ => return Err(format!("`{token}`: unknown setup key `{key}`")),
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
                        return Err(format!("`{token}`: space {s} is already taken"));
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
        let count = |t: &str| -> Result<u8, String> {
            t.parse::<u8>()
                .map_err(|_| format!("`{token}`: `{t}` is not a count"))
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
                        return Err(format!("`{token}`: space {s} is already taken"));
                    }
                    pos.set(s, Cell::Pawn(seat));
                }
                None => pos.head_pawns[i] += 1,
            }
            1
        };
        used[i] = used[i].saturating_add(n);
        if used[i] > PAWNS_PER_SEAT {
            return Err(format!(
                "`{token}`: seat {seat} has only {PAWNS_PER_SEAT} pawns"
            ));
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
        return Err(format!(
            "{} lions, but a game of {players} has only {players}",
            lions + staged
        ));
    }
    if first == FirstLion::Reserve && lions > 0 {
        return Err("lions are on the board, so the first lion has left the reserve".into());
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
        return Err(format!("seat {} has already won", Seat(i as u8)));
    }
    Ok(Setup {
        position: pos,
        to_move,
    })
}
