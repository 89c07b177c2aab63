//! Bak-Amen's words: a step, why a pawn picked cannot go where it was put down, what a win is
//! worth.

use crate::i18n::Localizer;
use crate::rules::bak_amen::{NILE, OFF, Step, WinKind};

/// A point as the words name it: the Nile is point 0 to them (their selectors say "the Nile").
pub(crate) fn said_point(point: u8) -> u8 {
    if point == NILE { 0 } else { point }
}

/// Why the pawn picked on `from` cannot go to `to`: the places the dice left take it.
pub(crate) fn not_there_words(loc: &Localizer, from: u8, to: u8, places: &[u8]) -> String {
    let place = |p: u8| {
        let kind = match p {
            OFF => "off",
            NILE => "nile",
            _ => "point",
        };
        loc.format("bak-to", &[("where", kind.into()), ("point", p.into())])
    };
    let places = match places {
        [first, second, ..] => loc.format(
            "bak-places-two",
            &[
                ("first", place(*first).into()),
                ("second", place(*second).into()),
            ],
        ),
        [one] => place(*one),
        [] => String::new(),
    };
    loc.format(
        "bak-why-not-there",
        &[
            ("from", said_point(from).into()),
            ("to", place(to).into()),
            ("places", places.into()),
        ],
    )
}

/// A step in words: "13 to 9", "from the Nile to 20", "bears off from 3".
pub(crate) fn step_words(loc: &Localizer, s: Step) -> String {
    loc.format(
        "bak-step",
        &[
            ("nile", if s.from == NILE { "yes" } else { "no" }.into()),
            ("off", if s.to == OFF { "yes" } else { "no" }.into()),
            ("from", s.from.into()),
            ("to", s.to.into()),
        ],
    )
}

/// What a win is worth, as a selector for the catalogues.
pub(crate) fn win_kind(kind: WinKind) -> &'static str {
    match kind {
        WinKind::Single => "single",
        WinKind::Gammon => "gammon",
        WinKind::Backgammon => "backgammon",
    }
}
