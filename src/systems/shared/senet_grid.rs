//! Drawing the 3x10 Senet board that Senet and Bak-Amen share: where each square lies (the path runs
//! along the top row, back along the middle, along the bottom), the board file's houses, and their
//! glyphs.

use crate::rules::senet::board::{Glyph, SenetBoard};
use bevy::prelude::*;

/// Width of a square on screen, in world units.
pub const SQUARE: f32 = 92.0;

/// Where a square is drawn: the path runs along the top row, back along the middle, along the bottom.
pub fn square_at(s: u8) -> Vec2 {
    let i = (s - 1) as i32;
    let (row, col) = (i / 10, i % 10);
    let col = if row == 1 { 9 - col } else { col };
    Vec2::new((col as f32 - 4.5) * SQUARE, (1 - row) as f32 * SQUARE)
}

/// The Senet board as drawn (from `assets/boards/standard.senet.ron`): shared by Senet and Bak-Amen.
#[derive(Resource, Clone)]
pub struct SenetBoardArt(pub SenetBoard);

impl Default for SenetBoardArt {
    fn default() -> Self {
        SenetBoardArt(SenetBoard::standard())
    }
}

/// The house glyphs, drawn by the game from the board file: an ankh, three nefer strokes, water, and
/// three, two and one marks.
pub(crate) fn draw_glyphs(board: Res<SenetBoardArt>, mut gizmos: Gizmos) {
    let ink = Color::srgb(0.30, 0.20, 0.10);
    let blue = Color::srgb(0.15, 0.35, 0.65);
    // Small, in the square's top-right corner, so a pawn on the square leaves its glyph visible.
    let k = 0.45;
    let at = |s: u8, v: Vec2| square_at(s) + Vec2::new(SQUARE * 0.27, SQUARE * 0.2) + v * k;
    let strokes = |gizmos: &mut Gizmos, s: u8, n: u8| {
        for m in 0..n {
            let x = (m as f32 - (n - 1) as f32 / 2.0) * 12.0;
            gizmos.line_2d(at(s, Vec2::new(x, -20.0)), at(s, Vec2::new(x, 20.0)), ink);
        }
    };
    for house in &board.0.houses {
        let s = house.square;
        match house.glyph {
            Glyph::Ankh => {
                gizmos.circle_2d(
                    Isometry2d::from_translation(at(s, Vec2::new(0.0, 18.0))),
                    9.0 * k,
                    ink,
                );
                gizmos.line_2d(
                    at(s, Vec2::new(0.0, 9.0)),
                    at(s, Vec2::new(0.0, -26.0)),
                    ink,
                );
                gizmos.line_2d(
                    at(s, Vec2::new(-14.0, 2.0)),
                    at(s, Vec2::new(14.0, 2.0)),
                    ink,
                );
            }
            Glyph::Nefer => {
                for dx in [-12.0, 0.0, 12.0] {
                    gizmos.line_2d(at(s, Vec2::new(dx, -22.0)), at(s, Vec2::new(dx, 14.0)), ink);
                    gizmos.circle_2d(
                        Isometry2d::from_translation(at(s, Vec2::new(dx, 18.0))),
                        4.0 * k,
                        ink,
                    );
                }
            }
            Glyph::Water => {
                for row in [-12.0, 0.0, 12.0] {
                    let pts: Vec<Vec2> = (0..=6)
                        .map(|n| {
                            let y = row + if n % 2 == 0 { 4.0 } else { -4.0 };
                            at(s, Vec2::new(-27.0 + 9.0 * n as f32, y))
                        })
                        .collect();
                    gizmos.linestrip_2d(pts, blue);
                }
            }
            Glyph::Three => strokes(&mut gizmos, s, 3),
            Glyph::Two => strokes(&mut gizmos, s, 2),
            Glyph::One => strokes(&mut gizmos, s, 1),
        }
    }
}
