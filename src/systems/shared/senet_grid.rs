//! Drawing the 3x10 Senet board that Senet and Bak-Amen share: where each square lies (the path runs
//! along the top row, back along the middle, along the bottom), the board file's houses, the box
//! the squares are inlaid in, and the houses' hieroglyphs.

use crate::rules::senet::board::{Glyph, SenetBoard};
use crate::systems::shared::state::AppState;
use bevy::ecs::system::EntityCommands;
use bevy::prelude::*;

/// Width of a square on screen, in world units.
pub const SQUARE: f32 = 92.0;

/// The squares' numbers' size in world units: 13 pixels on screen at 1280x720.
pub const SQUARE_NUMBER_FONT: f32 = 15.0;

/// The squares' inlays, alternating; a house's; the Nile's, alternating (Bak-Amen's middle row).
pub const SQUARE_COLOURS: [Color; 2] =
    [Color::srgb(0.88, 0.80, 0.62), Color::srgb(0.84, 0.75, 0.56)];
pub const HOUSE_COLOUR: Color = Color::srgb(0.80, 0.66, 0.42);
pub const NILE_COLOURS: [Color; 2] = [Color::srgb(0.50, 0.66, 0.78), Color::srgb(0.45, 0.61, 0.74)];
/// The box: its ebony frame and the lighter bed the squares are set in.
pub const FRAME_COLOUR: Color = Color::srgb(0.27, 0.16, 0.09);
const BED_COLOUR: Color = Color::srgb(0.42, 0.28, 0.16);
/// The pieces: Senet's white cones and black spools, Bak-Amen's white and red.
pub const SENET_WHITE: Color = Color::srgb(0.96, 0.94, 0.88);
pub const SENET_BLACK: Color = Color::srgb(0.30, 0.24, 0.20);
pub const BAK_WHITE: Color = Color::srgb(0.96, 0.95, 0.90);
pub const BAK_RED: Color = Color::srgb(0.72, 0.16, 0.12);

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

/// The wooden box the squares are set in (an ebony frame round a lighter bed, with a shadow), with
/// its houses' signs.
pub fn spawn_box(
    commands: &mut Commands,
    board: &SenetBoard,
    font: Option<&Handle<Font>>,
    state: AppState,
) {
    spawn_frame(commands, state);
    spawn_house_signs(commands, board, font, state);
}

/// The Senet box as drawn: its thirty squares and its wooden frame.
pub const BOX: Vec2 = Vec2::new(10.0 * SQUARE + 40.0, 3.0 * SQUARE + 40.0);

fn spawn_frame(commands: &mut Commands, state: AppState) {
    let grid = Vec2::new(10.0 * SQUARE, 3.0 * SQUARE);
    for (size, colour, offset, z) in [
        (
            grid + 44.0,
            Color::srgba(0.0, 0.0, 0.0, 0.28),
            Vec2::new(9.0, -11.0),
            0.1,
        ),
        (grid + 40.0, FRAME_COLOUR, Vec2::ZERO, 0.2),
        (grid + 12.0, BED_COLOUR, Vec2::ZERO, 0.4),
    ] {
        commands.spawn((
            Sprite::from_color(colour, size),
            Transform::from_translation(offset.extend(z)),
            DespawnOnExit(state),
        ));
    }
}

/// A square inlaid in the box at `at`: `colour` set in a dark groove. The caller adds what the square
/// answers to.
pub fn spawn_inlay<'a>(
    commands: &'a mut Commands,
    at: Vec2,
    colour: Color,
    state: AppState,
) -> EntityCommands<'a> {
    let mut square = commands.spawn((
        Sprite::from_color(colour, Vec2::splat(SQUARE * 0.92)),
        Transform::from_translation(at.extend(1.0)),
        DespawnOnExit(state),
    ));
    square.with_child((
        Sprite::from_color(Color::srgb(0.20, 0.12, 0.06), Vec2::splat(SQUARE * 0.97)),
        Transform::from_xyz(0.0, 0.0, -0.3),
        Pickable::IGNORE,
    ));
    square
}

/// Each house's sign, a hieroglyph in the square's top-right corner (so a pawn on the square leaves
/// it visible): an ankh, three nefer signs, water, and three, two and one strokes. Nothing without
/// the font (headless runs).
fn spawn_house_signs(
    commands: &mut Commands,
    board: &SenetBoard,
    font: Option<&Handle<Font>>,
    state: AppState,
) {
    let Some(font) = font else { return };
    let ink = Color::srgb(0.22, 0.13, 0.06);
    for house in &board.houses {
        let (sign, colour, size) = match house.glyph {
            Glyph::Ankh => ("\u{132F9}", ink, 42.0),
            Glyph::Nefer => ("\u{13124}\u{13124}\u{13124}", ink, 28.0),
            Glyph::Water => ("\u{13217}", Color::srgb(0.08, 0.27, 0.62), 34.0),
            Glyph::Three => ("\u{133FC}", ink, 42.0),
            Glyph::Two => ("\u{133FB}", ink, 42.0),
            Glyph::One => ("\u{133FA}", ink, 42.0),
        };
        let at = square_at(house.square) + Vec2::new(SQUARE * 0.22, SQUARE * 0.18);
        commands.spawn((
            Text2d::new(sign),
            TextFont {
                font: font.clone().into(),
                font_size: size.into(),
                ..default()
            },
            TextColor(colour),
            Transform::from_translation(at.extend(2.0)),
            DespawnOnExit(state),
        ));
    }
}
