//! Boards of the spiral games (the Hyena game, family Mehen) as RON files: how many squares the snake
//! has (the last is the centre, the head) and how it winds on screen. Built-in boards live in
//! `assets/boards/*.spiral.ron`.

use crate::rules::common::board_error::BoardError;

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpiralBoard {
    pub title: String,
    /// Squares on the path, the centre included.
    pub squares: u8,
    /// How many times the body winds around the head.
    pub turns: f32,
}

const BUILTIN: [(&str, &str); 2] = [
    (
        "hyena",
        include_str!("../../../assets/boards/hyena.spiral.ron"),
    ),
    (
        "family",
        include_str!("../../../assets/boards/family.spiral.ron"),
    ),
];

impl SpiralBoard {
    /// The board as a file writes it (what an online room is sent).
    pub fn to_ron(&self) -> String {
        ron::to_string(self).unwrap_or_default()
    }

    pub fn from_ron(text: &str, file: &str) -> Result<SpiralBoard, BoardError> {
        let board: SpiralBoard = ron::from_str(text).map_err(|e| BoardError::syntax(file, &e))?;
        let invalid = |message: String| BoardError::invalid(file, message);
        if let Some(problem) = super::text::plain_text_problem(&board.title) {
            return Err(invalid(format!("title: {problem}")));
        }
        if !(20..=100).contains(&board.squares) {
            return Err(invalid(format!(
                "squares: {} (a spiral board has 20 to 100)",
                board.squares
            )));
        }
        if !(1.0..=8.0).contains(&board.turns) {
            return Err(invalid(format!(
                "turns: {} (the body winds 1 to 8 times)",
                board.turns
            )));
        }
        Ok(board)
    }

    /// A built-in board: `hyena` or `family`.
    pub fn builtin(name: &str) -> Option<SpiralBoard> {
        BUILTIN.iter().find(|(n, _)| *n == name).map(|(n, text)| {
            SpiralBoard::from_ron(text, &format!("assets/boards/{n}.spiral.ron"))
                .expect("built-in boards are checked by the test suite")
        })
    }

    /// The built-in board `name` with another number of squares (a game played with `squares=N`).
    pub fn builtin_with(name: &str, squares: u8) -> SpiralBoard {
        let mut b = SpiralBoard::builtin(name).expect("a built-in name");
        if b.squares != squares {
            b.title = format!("{} squares", squares);
            b.squares = squares;
        }
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broken_spiral_boards_say_where_and_what() {
        let e = SpiralBoard::from_ron("SpiralBoard(title: \"x\", squares: 7, turns: 2.0)", "b.ron")
            .unwrap_err()
            .to_string();
        assert!(e.contains("b.ron") && e.contains("squares: 7"), "{e}");
        let e = SpiralBoard::from_ron("SpiralBoard(title: \"x\", squares: 40)", "b.ron")
            .unwrap_err()
            .to_string();
        assert!(e.contains("b.ron") && e.contains("turns"), "{e}");
        let e = SpiralBoard::from_ron(
            "SpiralBoard(title: \"x\", squares: 40, turns: 2.0, colour: 1)",
            "b.ron",
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("colour"), "{e}");
    }
}
