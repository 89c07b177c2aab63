//! The Senet board (both Senet rule sets and Bak-Amen play on it) as a RON file: its size and its houses
//! with the glyph drawn on each. The engines fix the rules of the houses; this file says how the board
//! looks, and is checked against them. The built-in board is `assets/boards/standard.senet.ron`.

use crate::rules::common::board_error::BoardError;
use crate::rules::senet::{BEAUTY, DEATH, REBIRTH, SQUARES};

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
pub enum Glyph {
    /// Life: the House of Rebirth.
    Ankh,
    /// Beauty: three nefer signs.
    Nefer,
    /// Water: wavy lines.
    Water,
    /// Three, two and one strokes on the last squares.
    Three,
    Two,
    One,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct House {
    pub square: u8,
    pub name: String,
    pub glyph: Glyph,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SenetBoard {
    pub title: String,
    pub rows: u8,
    pub columns: u8,
    pub houses: Vec<House>,
}

/// Where the engines put each glyph's house: a board must agree.
const HOUSES: [(Glyph, u8); 6] = [
    (Glyph::Ankh, REBIRTH),
    (Glyph::Nefer, BEAUTY),
    (Glyph::Water, DEATH),
    (Glyph::Three, 28),
    (Glyph::Two, 29),
    (Glyph::One, 30),
];

impl SenetBoard {
    pub fn from_ron(text: &str, file: &str) -> Result<SenetBoard, BoardError> {
        let board: SenetBoard = ron::from_str(text).map_err(|e| BoardError::syntax(file, &e))?;
        let invalid = |message: String| BoardError::invalid(file, message);
        if (board.rows, board.columns) != (3, 10) {
            return Err(invalid(format!(
                "rows: {}, columns: {} (the Senet games are played on 3 rows of 10)",
                board.rows, board.columns
            )));
        }
        for (i, h) in board.houses.iter().enumerate() {
            if !(1..=SQUARES).contains(&h.square) {
                return Err(invalid(format!(
                    "houses[{i}]: square {} (squares are 1 to {SQUARES})",
                    h.square
                )));
            }
            if board.houses[..i].iter().any(|o| o.square == h.square) {
                return Err(invalid(format!(
                    "houses[{i}]: square {} has a house already",
                    h.square
                )));
            }
            let (_, wanted) = HOUSES
                .iter()
                .find(|(g, _)| *g == h.glyph)
                .expect("every glyph has its house");
            if h.square != *wanted {
                return Err(invalid(format!(
                    "houses[{i}]: the {:?} glyph marks square {wanted} in the rules, not {}",
                    h.glyph, h.square
                )));
            }
        }
        Ok(board)
    }

    /// The built-in board.
    pub fn standard() -> SenetBoard {
        SenetBoard::from_ron(
            include_str!("../../../assets/boards/standard.senet.ron"),
            "assets/boards/standard.senet.ron",
        )
        .expect("the built-in board is checked by the test suite")
    }

    pub fn house(&self, square: u8) -> Option<&House> {
        self.houses.iter().find(|h| h.square == square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_board_has_every_house_where_the_rules_put_it() {
        let b = SenetBoard::standard();
        for (glyph, square) in HOUSES {
            assert_eq!(b.house(square).map(|h| h.glyph), Some(glyph));
        }
        assert_eq!(b.houses.len(), 6);
    }

    #[test]
    fn broken_senet_boards_say_where_and_what() {
        let text = |rows: u8, houses: &str| {
            format!("SenetBoard(title: \"x\", rows: {rows}, columns: 10, houses: [{houses}])")
        };
        let e = SenetBoard::from_ron(&text(4, ""), "b.ron")
            .unwrap_err()
            .to_string();
        assert!(e.contains("b.ron") && e.contains("3 rows of 10"), "{e}");
        let e = SenetBoard::from_ron(&text(3, "(square: 16, name: \"R\", glyph: Ankh)"), "b.ron")
            .unwrap_err()
            .to_string();
        assert!(e.contains("houses[0]") && e.contains("square 15"), "{e}");
        let e = SenetBoard::from_ron(&text(3, "(square: 15, name: \"R\", glyph: Lotus)"), "b.ron")
            .unwrap_err()
            .to_string();
        assert!(e.contains("b.ron:1:") && e.contains("Lotus"), "{e}");
        let e = SenetBoard::from_ron(
            &text(
                3,
                "(square: 15, name: \"R\", glyph: Ankh), (square: 15, name: \"S\", glyph: Ankh)",
            ),
            "b.ron",
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("houses[1]") && e.contains("already"), "{e}");
    }
}
