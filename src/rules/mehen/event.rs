//! What happened, step by step, so a viewer can animate a turn without re-deriving any rule.

use crate::rules::mehen::board::Space;
use crate::rules::mehen::outcome::Outcome;
use crate::rules::mehen::position::{FirstLion, Seat};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    Thrown {
        seat: Seat,
        flats: u8,
    },
    /// A Mehen throw: the n-th stir of the game begins.
    StirStarted {
        number: u16,
    },
    /// The first lion moved one stage towards the head (Barque, indent, then the head).
    LionStaged {
        stage: FirstLion,
    },
    /// A pawn in the head reached the Barque of Ra.
    Enlightened {
        seat: Seat,
    },
    /// A lion from the reserve took an enlightened pawn's place on the head.
    LionToHead,
    /// A pawn pulled two spaces by the stir.
    Pulled {
        seat: Seat,
        from: Space,
        to: Space,
    },
    /// A pawn devoured: by a lion (`by_lion`) or by the stir pulling it into a lion or the head.
    Devoured {
        seat: Seat,
        at: Space,
        by_lion: bool,
    },
    /// A pawn entered from the tail onto `to` (one point).
    Entered {
        seat: Seat,
        to: Space,
    },
    /// A pawn moved one space for one point.
    Stepped {
        seat: Seat,
        from: Space,
        to: Space,
    },
    /// A pawn slid for free from `from` to `to` over other pawns.
    Slid {
        seat: Seat,
        from: Space,
        to: Space,
    },
    Jumped {
        seat: Seat,
        from: Space,
        to: Space,
    },
    /// A lion moved (walk, sprint or jump); `to` is `None` when it left the board at the tail.
    LionMoved {
        from: Space,
        to: Option<Space>,
        sprint: bool,
        jump: bool,
    },
    /// The lion's mover sent one of their pawns straight to the head.
    BonusToHead {
        seat: Seat,
        from: Space,
    },
    /// The seat did not move (forfeit, or no legal move).
    Passed {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
    },
    GameOver {
        outcome: Outcome,
    },
}

impl Event {
    /// Where the piece a move event concerns ends up (`None` for a lion leaving the board or an event
    /// that moves no piece).
    pub fn destination(&self) -> Option<Space> {
        match *self {
            Event::Entered { to, .. }
            | Event::Stepped { to, .. }
            | Event::Slid { to, .. }
            | Event::Jumped { to, .. }
            | Event::Pulled { to, .. } => Some(to),
            Event::LionMoved { to, .. } => to,
            _ => None,
        }
    }

    /// The spaces an event names on the board: where a piece was and where it went.
    pub fn spaces(&self) -> [Option<Space>; 2] {
        match *self {
            Event::Pulled { from, to, .. }
            | Event::Stepped { from, to, .. }
            | Event::Slid { from, to, .. }
            | Event::Jumped { from, to, .. } => [Some(from), Some(to)],
            Event::LionMoved { from, to, .. } => [Some(from), to],
            Event::Entered { to, .. } => [Some(to), None],
            Event::Devoured { at, .. } => [Some(at), None],
            Event::BonusToHead { from, .. } => [Some(from), None],
            _ => [None, None],
        }
    }
}

/// Where the engine reports events. `()` discards them (fast playouts); `Vec<Event>` keeps them.
pub trait Sink {
    fn push(&mut self, e: Event);
}

impl Sink for () {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

impl Sink for Vec<Event> {
    fn push(&mut self, e: Event) {
        Vec::push(self, e)
    }
}
