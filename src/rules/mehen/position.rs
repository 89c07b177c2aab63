//! Where every piece is. Small and `Clone` (a few hundred bytes, no heap) so search and playouts can copy it.

use crate::rules::common::setup_error::PositionError;
use crate::rules::mehen::board::{MAX_SPACES, Space};
use std::fmt;

/// Most players the rules allow.
pub const MAX_SEATS: usize = 6;
/// Pawns each player starts with.
pub const PAWNS_PER_SEAT: u8 = 6;

/// A seat at the table, in turn order: A, B, C, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Seat(pub u8);

impl Seat {
    pub fn letter(self) -> char {
        (b'A' + self.0) as char
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        c.is_ascii_uppercase()
            .then(|| Seat(c as u8 - b'A'))
            .filter(|s| (s.0 as usize) < MAX_SEATS)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Where the first lion is on its way to the head (it advances one stage per Mehen throw).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FirstLion {
    Reserve,
    Barque,
    Indent,
    Board,
}

impl FirstLion {
    pub fn name(self) -> &'static str {
        match self {
            FirstLion::Reserve => "reserve",
            FirstLion::Barque => "barque",
            FirstLion::Indent => "indent",
            FirstLion::Board => "board",
        }
    }
}

/// What stands on a board space (the head is counted separately: it holds any number of pieces).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    Pawn(Seat),
    Lion,
}

const EMPTY: u8 = 0;
const LION: u8 = 0xff;

#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Per space: 0 empty, 1..=6 a pawn of seat n-1, 0xff a lion. Index 0 and the head are unused.
    cells: [u8; MAX_SPACES + 1],
    pub head: Space,
    pub players: u8,
    pub tail: [u8; MAX_SEATS],
    pub head_pawns: [u8; MAX_SEATS],
    pub head_lions: u8,
    pub enlightened: [u8; MAX_SEATS],
    pub devoured: [u8; MAX_SEATS],
    /// Lions off the board and free to replace enlightened pawns (not counting the staging first lion).
    pub lion_reserve: u8,
    pub first_lion: FirstLion,
    /// Mehen throws so far.
    pub stirs: u16,
    /// Bit n set once seat n has had its first turn.
    pub played: u8,
}

impl Position {
    pub fn new(head: Space, players: u8) -> Position {
        let mut tail = [0; MAX_SEATS];
        for t in tail.iter_mut().take(players as usize) {
            *t = PAWNS_PER_SEAT;
        }
        Position {
            cells: [EMPTY; MAX_SPACES + 1],
            head,
            players,
            tail,
            head_pawns: [0; MAX_SEATS],
            head_lions: 0,
            enlightened: [0; MAX_SEATS],
            devoured: [0; MAX_SEATS],
            lion_reserve: players,
            first_lion: FirstLion::Reserve,
            stirs: 0,
            played: 0,
        }
    }

    #[inline]
    pub fn cell(&self, s: Space) -> Cell {
        match self.cells[s as usize] {
            EMPTY => Cell::Empty,
            LION => Cell::Lion,
            n => Cell::Pawn(Seat(n - 1)),
        }
    }

    #[inline]
    pub(crate) fn raw(&self, s: Space) -> u8 {
        self.cells[s as usize]
    }

    #[inline]
    pub(crate) fn set(&mut self, s: Space, c: Cell) {
        debug_assert!(s >= 1 && s < self.head);
        self.cells[s as usize] = match c {
            Cell::Empty => EMPTY,
            Cell::Lion => LION,
            Cell::Pawn(seat) => seat.0 + 1,
        };
    }

    #[inline]
    pub(crate) fn pawn_code(seat: Seat) -> u8 {
        seat.0 + 1
    }

    #[inline]
    pub(crate) fn is_pawn_code(c: u8) -> bool {
        c != EMPTY && c != LION
    }

    #[inline]
    pub(crate) fn lion_code() -> u8 {
        LION
    }

    /// Is there a lion on space `s` (the head counts when lions stand on it)?
    pub fn has_lion(&self, s: Space) -> bool {
        if s == self.head {
            self.head_lions > 0
        } else {
            self.cells[s as usize] == LION
        }
    }

    /// The seat's pawns on board spaces (not the head), ascending.
    pub fn pawns_of(&self, seat: Seat) -> impl Iterator<Item = Space> + '_ {
        let code = Self::pawn_code(seat);
        (1..self.head).filter(move |&s| self.cells[s as usize] == code)
    }

    /// Lions on board spaces and the head, ascending, a head lion once per lion.
    pub fn lions(&self) -> impl Iterator<Item = Space> + '_ {
        (1..self.head)
            .filter(move |&s| self.cells[s as usize] == LION)
            .chain(std::iter::repeat_n(self.head, self.head_lions as usize))
    }

    pub fn board_pawn_count(&self, seat: Seat) -> u8 {
        self.pawns_of(seat).count() as u8
    }

    /// Pawns of the seat still in the race: on board spaces, in the head, or waiting at the tail.
    pub fn pawns_in_play(&self, seat: Seat) -> u8 {
        self.board_pawn_count(seat) + self.head_pawns[seat.index()] + self.tail[seat.index()]
    }

    /// Pawns on board spaces or in the head, for any seat.
    pub fn any_pawn_on_board(&self) -> bool {
        self.head_pawns.iter().any(|&n| n > 0)
            || (1..self.head).any(|s| Self::is_pawn_code(self.cells[s as usize]))
    }

    pub fn has_played(&self, seat: Seat) -> bool {
        self.played & (1 << seat.0) != 0
    }

    pub fn lions_on_board(&self) -> u8 {
        self.lions().count() as u8
    }

    /// Counts that must always add up: six pawns per seat, and every lion somewhere.
    pub fn check_conservation(&self) -> Result<(), PositionError> {
        for i in 0..self.players as usize {
            let seat = Seat(i as u8);
            let total = self.board_pawn_count(seat)
                + self.head_pawns[i]
                + self.tail[i]
                + self.enlightened[i]
                + self.devoured[i];
            if total != PAWNS_PER_SEAT {
                return Err(PositionError::PieceCount {
                    seat: format!("seat {seat}"),
                    count: total,
                    expected: PAWNS_PER_SEAT,
                });
            }
        }
        let staged = matches!(self.first_lion, FirstLion::Barque | FirstLion::Indent) as u8;
        let lions = self.lions_on_board() + self.lion_reserve + staged;
        if lions != self.players {
            return Err(PositionError::LionCount {
                lions,
                players: self.players,
            });
        }
        Ok(())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(")?;
        for s in 1..self.head {
            match self.cell(s) {
                Cell::Empty => {}
                Cell::Lion => write!(f, "{s}:L ")?,
                Cell::Pawn(seat) => write!(f, "{s}:{seat} ")?,
            }
        }
        write!(
            f,
            "head pawns {:?} lions {}; tail {:?}; enlightened {:?}; devoured {:?}; reserve {}; first lion {}; stirs {})",
            &self.head_pawns[..self.players as usize],
            self.head_lions,
            &self.tail[..self.players as usize],
            &self.enlightened[..self.players as usize],
            &self.devoured[..self.players as usize],
            self.lion_reserve,
            self.first_lion.name(),
            self.stirs
        )
    }
}
