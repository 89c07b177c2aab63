//! The seats at the table, for every game: who sits there (a person or a computer at a level), the
//! name, and the colour (each seat also keeps its own shape, so colours never need telling apart).

use crate::ai::Level;
use crate::persist::save::{Player, SavedSeat};
use crate::systems::shared::lang::Lang;

/// Seat colours to choose from; each seat also keeps its own shape, so colours never need telling apart.
pub const PALETTE: [(&str, [f32; 3]); 8] = [
    ("Red", [0.80, 0.22, 0.16]),
    ("Blue", [0.16, 0.38, 0.80]),
    ("Green", [0.18, 0.60, 0.28]),
    ("Gold", [0.92, 0.72, 0.12]),
    ("Purple", [0.55, 0.28, 0.70]),
    ("White", [0.95, 0.94, 0.90]),
    ("Black", [0.12, 0.12, 0.14]),
    ("Turquoise", [0.10, 0.65, 0.68]),
];

/// Palette colour `colour` for egui (the panels' swatches, the menus' pictures).
pub fn palette_colour32(colour: usize) -> bevy_egui::egui::Color32 {
    let [r, g, b] = PALETTE[colour % PALETTE.len()].1.map(|c| (c * 255.0) as u8);
    bevy_egui::egui::Color32::from_rgb(r, g, b)
}

/// Per seat A-F: the shape its pawns carry (the end of its message id, `shape-circle`).
pub const SHAPES: [&str; 6] = ["circle", "square", "triangle", "diamond", "hexagon", "star"];

/// Per seat A-F: the sign on its Mehen pawns (the order of the emblem sprites), as the end of its
/// messages' ids (`sign-ankh`, `with-sign-ankh`).
pub const SIGNS: [&str; 6] = ["ankh", "eye", "scarab", "djed", "lotus", "falcon"];

/// A seat's pawns in words: "A (circle, ankh)".
pub fn seat_pawns(lang: &Lang, seat: usize) -> String {
    let seat = seat % SHAPES.len();
    let letter = char::from(b'A' + seat as u8).to_string();
    lang.f(
        "seat-pawns",
        &[
            ("letter", letter.into()),
            ("shape", lang.t(&format!("shape-{}", SHAPES[seat])).into()),
            ("sign", lang.t(&format!("sign-{}", SIGNS[seat])).into()),
        ],
    )
}

/// Whose turn it is: "Ahmose (A, circle with the ankh)"; `short`, without the sign, to keep to
/// one line across a phone ("Bastet (B, square)").
pub fn turn_of(lang: &Lang, seat: usize, name: &str, short: bool) -> String {
    let seat = seat % SHAPES.len();
    let letter = char::from(b'A' + seat as u8).to_string();
    lang.f(
        if short { "turn-of-short" } else { "turn-of" },
        &[
            ("name", name.to_string().into()),
            ("letter", letter.into()),
            ("shape", lang.t(&format!("shape-{}", SHAPES[seat])).into()),
            (
                "with-sign",
                lang.t(&format!("with-sign-{}", SIGNS[seat])).into(),
            ),
        ],
    )
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Computer(Level),
}

#[derive(Debug, Clone)]
pub struct SeatSetup {
    pub name: String,
    pub colour: usize,
    pub kind: SeatKind,
}

impl SeatSetup {
    /// The first `players` seats as a new game offers them: people with their own names and colours.
    pub fn defaults(players: u8) -> Vec<SeatSetup> {
        let names = ["Ahmose", "Bastet", "Khaemwaset", "Djedi", "Ebana", "Funa"];
        (0..usize::from(players).min(names.len()))
            .map(|i| SeatSetup {
                name: names[i].to_string(),
                colour: i,
                kind: SeatKind::Human,
            })
            .collect()
    }

    pub fn from_saved(s: &SavedSeat) -> SeatSetup {
        SeatSetup {
            name: s.name.clone(),
            colour: s.colour as usize,
            kind: match s.player {
                Player::Human => SeatKind::Human,
                Player::Computer(l) => SeatKind::Computer(l),
            },
        }
    }

    pub fn to_saved(&self) -> SavedSeat {
        SavedSeat {
            name: self.name.clone(),
            colour: self.colour as u8,
            player: match self.kind {
                SeatKind::Human => Player::Human,
                SeatKind::Computer(l) => Player::Computer(l),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Localizer};

    #[test]
    fn whose_turn_in_short_leaves_out_the_sign() {
        let words = |language, short| {
            let lang = Lang(Localizer::new(language));
            turn_of(&lang, 1, "Bastet", short)
        };
        assert_eq!(
            words(Language::English, false),
            "Bastet (B, square with the eye of Horus)"
        );
        assert_eq!(words(Language::English, true), "Bastet (B, square)");
        assert_eq!(words(Language::French, true), "Bastet (B, carré)");
    }
}
