//! The Mehen stir, played on a position: the first lion moves one station (the Barque, the indent,
//! the head), the pawns in the head are enlightened and replaced by reserve lions, and every pawn is
//! pulled two spaces toward the head, closest first; one pulled into or through a lion, or into the
//! head, is devoured. Whether the game ends is the game's to decide ([`crate::rules::mehen::Game`]).

use crate::rules::mehen::board::Space;
use crate::rules::mehen::event::{Event, Sink};
use crate::rules::mehen::position::{Cell, FirstLion, Position, Seat};

/// The lion that devoured a pawn a stir pulled from `at` (lions do not move in a stir, so `pos`
/// may be the position before the stir or after it), or `None` where the pawn went into the head.
pub fn devouring_lion(pos: &Position, head: Space, at: Space) -> Option<Space> {
    [at + 1, at + 2]
        .into_iter()
        .find(|&s| s < head && pos.cell(s) == Cell::Lion)
}

/// Stirs `pos` (whose head is space `head`), reporting each step to `sink`.
pub(crate) fn stir<S: Sink>(pos: &mut Position, head: Space, sink: &mut S) {
    pos.stirs += 1;
    sink.push(Event::StirStarted { number: pos.stirs });
    // 1. The first lion's journey: Barque, indent, head.
    let next = match pos.first_lion {
        FirstLion::Reserve => {
            pos.lion_reserve -= 1;
            Some(FirstLion::Barque)
        }
        FirstLion::Barque => Some(FirstLion::Indent),
        FirstLion::Indent => {
            pos.head_lions += 1;
            Some(FirstLion::Board)
        }
        FirstLion::Board => None,
    };
    if let Some(stage) = next {
        pos.first_lion = stage;
        sink.push(Event::LionStaged { stage });
    }
    // 2. Enlightenment; reserve lions take the pawns' places while any are left.
    for i in 0..pos.players as usize {
        for _ in 0..pos.head_pawns[i] {
            pos.enlightened[i] += 1;
            sink.push(Event::Enlightened {
                seat: Seat(i as u8),
            });
            if pos.lion_reserve > 0 {
                pos.lion_reserve -= 1;
                pos.head_lions += 1;
                sink.push(Event::LionToHead);
            }
        }
        pos.head_pawns[i] = 0;
    }
    // 3-4. Pull every pawn two spaces, the closest to the head first, so a pawn never meets
    // another pawn; one pulled into or through a lion, or into the head, is devoured.
    for s in (1..head).rev() {
        let Cell::Pawn(seat) = pos.cell(s) else {
            continue;
        };
        pos.set(s, Cell::Empty);
        let to = s + 2;
        let devoured = s + 1 >= head
            || to >= head
            || pos.cell(s + 1) == Cell::Lion
            || pos.cell(to) == Cell::Lion;
        if devoured {
            pos.devoured[seat.index()] += 1;
            sink.push(Event::Devoured {
                seat,
                at: s,
                by_lion: false,
            });
        } else {
            pos.set(to, Cell::Pawn(seat));
            sink.push(Event::Pulled { seat, from: s, to });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pawn_pulled_into_a_lion_names_it_and_one_pulled_into_the_head_none() {
        let mut pos = Position::new(61, 2);
        pos.set(32, Cell::Lion);
        // A lion one or two spaces on took the pawn.
        assert_eq!(devouring_lion(&pos, 61, 31), Some(32));
        assert_eq!(devouring_lion(&pos, 61, 30), Some(32));
        // Three spaces on is out of a stir's reach; the head is no lion.
        assert_eq!(devouring_lion(&pos, 61, 29), None);
        assert_eq!(devouring_lion(&pos, 61, 60), None);
    }
}
