//! A turn told in a few words, for a strip too narrow for the log's full sentences (a phone's):
//! which piece went from where to where, and who a stir pulled or devoured. Read from the turn's
//! traces and events; no rule is worked out here.

use super::table::Trace;
use super::words::{count, list};
use crate::i18n::Localizer;
use crate::rules::mehen::{Event, Seat, Space};

/// The pieces a turn moved: "pawn 12 to 16 and a new pawn onto 1", with what its lions devoured.
/// `head` is the board's head space; `devoured` how many pawns the turn's moves devoured.
pub fn brief_move(loc: &Localizer, traces: &[Trace], head: Space, devoured: usize) -> String {
    let mut pieces: Vec<String> = traces.iter().map(|t| piece(loc, *t, head)).collect();
    if devoured > 0 {
        pieces.push(count("brief-devouring", loc, devoured));
    }
    list(loc, &pieces)
}

/// One piece's way in the turn.
fn piece(loc: &Localizer, t: Trace, head: Space) -> String {
    let arg = |s: Option<u8>| s.unwrap_or_default().into();
    let id = match (t.lion, t.from, t.to) {
        (true, Some(from), _) if from >= head => match t.to {
            Some(_) => "brief-lion-from-head",
            None => "brief-lion-off",
        },
        (true, _, None) => "brief-lion-off",
        (true, _, _) => "brief-lion",
        (false, None, _) => "brief-enter",
        (false, _, Some(to)) if to >= head => "brief-pawn-head",
        (false, _, _) => "brief-pawn",
    };
    loc.format(id, &[("from", arg(t.from)), ("to", arg(t.to))])
}

/// A stir in a sentence or two: whose pawns it pulled and whose it devoured.
pub fn brief_stir(
    loc: &Localizer,
    events: &[Event],
    head: Space,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let pulled: Vec<Seat> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Pulled { seat, to, .. } if to < head => Some(seat),
            _ => None,
        })
        .collect();
    let devoured: Vec<Seat> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Devoured {
                seat,
                by_lion: false,
                ..
            } => Some(seat),
            _ => None,
        })
        .collect();
    let mut parts = Vec::new();
    for (id, seats) in [
        ("brief-stir-pulled", &pulled),
        ("brief-stir-devoured", &devoured),
    ] {
        if !seats.is_empty() {
            let pawns = ("pawns", owners(loc, seats, names).into());
            parts.push(loc.format(id, &[("count", seats.len().into()), pawns]));
        }
    }
    let id = if parts.is_empty() {
        "brief-stir-still"
    } else {
        "brief-stir"
    };
    loc.format(
        id,
        &[("parts", parts.join(&loc.t("brief-stir-and")).into())],
    )
}

/// "Ahmose's pawn and 3 of Djedi's pawns": the seats' pawns counted by owner, in seat order.
fn owners(loc: &Localizer, seats: &[Seat], names: &dyn Fn(Seat) -> String) -> String {
    let mut by_owner: Vec<(Seat, usize)> = Vec::new();
    for &seat in seats {
        match by_owner.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, n)) => *n += 1,
            None => by_owner.push((seat, 1)),
        }
    }
    by_owner.sort_by_key(|(s, _)| s.0);
    let told: Vec<String> = by_owner
        .iter()
        .map(|&(seat, n)| {
            loc.format(
                "stir-enlightened-pawns",
                &[("count", n.into()), ("owner", names(seat).into())],
            )
        })
        .collect();
    list(loc, &told)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::mehen::words::fixtures::{en, fr, names};

    fn trace(from: Option<u8>, to: Option<u8>, lion: bool) -> Trace {
        Trace { from, to, lion }
    }

    #[test]
    fn a_move_is_told_piece_by_piece_from_where_to_where() {
        let moves = [
            trace(Some(12), Some(16), false),
            trace(None, Some(1), false),
        ];
        assert_eq!(
            brief_move(&en(), &moves, 36, 0),
            "pawn 12 to 16 and a new pawn onto 1"
        );
        let lion = [
            trace(Some(36), Some(30), true),
            trace(Some(33), Some(36), false),
        ];
        assert_eq!(
            brief_move(&en(), &lion, 36, 1),
            "the lion on the head to 30, pawn 33 to Mehen's head and devouring a pawn"
        );
        let off = [trace(Some(3), None, true)];
        assert_eq!(
            brief_move(&en(), &off, 36, 0),
            "the lion on 3 off the board"
        );
        let fr_told = brief_move(&fr(), &moves, 36, 2);
        assert_eq!(
            fr_told,
            "pion 12 à 16, un nouveau pion sur 1 et 2 pions dévorés"
        );
    }

    #[test]
    fn a_stir_says_whose_pawns_it_pulled_and_devoured() {
        let (a, b) = (Seat(0), Seat(1));
        let events = [
            Event::StirStarted { number: 1 },
            Event::Pulled {
                seat: a,
                from: 3,
                to: 5,
            },
            Event::Pulled {
                seat: b,
                from: 7,
                to: 9,
            },
            Event::Pulled {
                seat: b,
                from: 10,
                to: 12,
            },
            Event::Pulled {
                seat: a,
                from: 35,
                to: 36,
            },
            Event::Devoured {
                seat: a,
                at: 35,
                by_lion: false,
            },
        ];
        assert_eq!(
            brief_stir(&en(), &events, 36, &names),
            "Mehen stirs. 3 pawns pulled two spaces: Ahmose's pawn and 2 of Bastet's pawns; \
             one devoured: Ahmose's pawn."
        );
        let still = brief_stir(&en(), &events[..1], 36, &names);
        assert_eq!(still, "Mehen stirs, but no pawn is pulled.");
        let told = brief_stir(&fr(), &events, 36, &names);
        assert!(
            told.starts_with("Mehen remue. 3 pions tirés de deux cases\u{a0}:"),
            "{told}"
        );
    }
}
