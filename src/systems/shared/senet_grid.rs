//! Drawing the 3x10 Senet board that Senet and Bak-Amen share: where each square lies (the path runs
//! along the top row, back along the middle, along the bottom; on an upright phone the box stands on
//! end and the rows become columns), the board file's houses, the box the squares are inlaid in, and
//! the houses' hieroglyphs.

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

/// Where a square is drawn in the box lying across: the path runs along the top row, back along the
/// middle, along the bottom.
pub fn square_across(s: u8) -> Vec2 {
    let i = (s - 1) as i32;
    let (row, col) = (i / 10, i % 10);
    let col = if row == 1 { 9 - col } else { col };
    Vec2::new((col as f32 - 4.5) * SQUARE, (1 - row) as f32 * SQUARE)
}

/// How the box stands: across the window, or on end (an upright phone), where its squares are drawn
/// half as large again. Each screen keeps the one it drew with as a resource.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SenetGrid {
    pub upright: bool,
}

/// What the camera frames around the box across (the sticks, the way off, the trays) is set by
/// each screen; on end every screen frames this: the box, the way off under it, the sticks or dice
/// on its right.
const FRAME_ON_END: Vec2 = Vec2::new(6.2 * SQUARE, 11.6 * SQUARE);
const FRAME_ON_END_CENTRE: Vec2 = Vec2::new(1.25 * SQUARE, -0.45 * SQUARE);
/// Where the sticks (or dice) lie beside the box on end: on its right, level with the path's start.
const THROW_ON_END: Vec2 = Vec2::new(2.4 * SQUARE, 4.4 * SQUARE);
/// The frame across that decides between the two: the widest a screen uses.
const FRAME_ACROSS: Vec2 = Vec2::new(11.8 * SQUARE, 5.2 * SQUARE);

impl SenetGrid {
    /// The way that draws the box largest in a window of `points` (the interface's points), with a
    /// lesson's panel or not.
    pub fn for_window(points: Vec2, lesson: bool) -> SenetGrid {
        let room = crate::systems::shared::board_layout::board_room(points, lesson);
        let scale = |frame: Vec2| (room / frame).min_element();
        SenetGrid {
            upright: scale(FRAME_ON_END) > scale(FRAME_ACROSS),
        }
    }

    /// Where square `s` is drawn.
    pub fn at(self, s: u8) -> Vec2 {
        self.place(square_across(s))
    }

    /// Where a point laid out round the box across stands round the box as it is: on end, the top
    /// row becomes the left column read downwards (the path turns the same way at each end).
    pub fn place(self, across: Vec2) -> Vec2 {
        if self.upright {
            Vec2::new(-across.y, -across.x)
        } else {
            across
        }
    }

    /// The thirty squares' extent.
    fn grid(self) -> Vec2 {
        let across = Vec2::new(10.0 * SQUARE, 3.0 * SQUARE);
        if self.upright { across.yx() } else { across }
    }

    /// The box as drawn: its thirty squares and its wooden frame.
    pub fn box_size(self) -> Vec2 {
        self.grid() + 40.0
    }

    /// Where the first stick (or die) lies: `across` under the box across, or beside the box on end.
    pub fn throw_at(self, across: Vec2) -> Vec2 {
        if self.upright { THROW_ON_END } else { across }
    }

    /// What the camera frames on `state`'s screen: `across` (its size and centre) round the box
    /// across, or the box on end with the way off under it and the throw beside it.
    pub fn frame(
        self,
        state: AppState,
        (size, centre): (Vec2, Vec2),
    ) -> crate::systems::shared::state::ViewFrame {
        let (size, centre) = if self.upright {
            (FRAME_ON_END, FRAME_ON_END_CENTRE)
        } else {
            (size, centre)
        };
        crate::systems::shared::state::ViewFrame {
            state,
            size,
            board: self.box_size(),
            centre,
            margin: 1.0,
            min_scale: 0.5,
        }
    }
}

/// Everything a Senet-board screen draws for its box and pieces: taken away when the box is laid
/// out anew (a phone turned over).
#[derive(Component, Clone, Copy, Debug)]
pub struct SenetPart;

/// What a Senet-board screen lays its box out from: the way drawn, the window and the drawing's
/// parts.
#[derive(bevy::ecs::system::SystemParam)]
pub struct SenetRoom<'w, 's> {
    drawn: Option<Res<'w, SenetGrid>>,
    points: crate::systems::shared::board_layout::TablePoints<'w, 's>,
    parts: Query<'w, 's, Entity, With<SenetPart>>,
}

impl SenetRoom<'_, '_> {
    /// The way to draw the box, when it must be drawn: on entering the screen (nothing drawn yet)
    /// or when the window's shape asks for the other way (`lesson`: with a lesson's panel). The
    /// old drawing, pieces and all, is taken away.
    pub fn lay_out(&self, commands: &mut Commands, lesson: bool) -> Option<SenetGrid> {
        let wanted = SenetGrid::for_window(self.points.get(), lesson);
        // A way left from the last game is stale once its drawing is gone.
        let drawn = self.drawn.as_deref().filter(|_| !self.parts.is_empty());
        if drawn == Some(&wanted) {
            return None;
        }
        for part in &self.parts {
            commands.entity(part).despawn();
        }
        commands.insert_resource(wanted);
        Some(wanted)
    }
}

/// The Senet board as drawn (from `assets/boards/standard.senet.ron`): shared by Senet and Bak-Amen.
#[derive(Resource, Clone)]
pub struct SenetBoardArt(pub SenetBoard);

impl Default for SenetBoardArt {
    fn default() -> Self {
        SenetBoardArt(SenetBoard::standard())
    }
}

/// Where a house's sign stands on its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignPlace {
    /// Large, in the top-right corner, beside the one pawn a square holds (Senet).
    Corner,
    /// Smaller, across the top, over a row of pawns as wide as the square (Bak-Amen's piles).
    OverPawns,
}

impl SignPlace {
    /// The sign's middle from the square's (world units) and its size against the corner's.
    fn offset_and_scale(self) -> (Vec2, f32) {
        match self {
            SignPlace::Corner => (Vec2::new(SQUARE * 0.22, SQUARE * 0.18), 1.0),
            // Between the point number on the left and a pile's count on the right, above pawns
            // a third of a square tall.
            SignPlace::OverPawns => (Vec2::new(0.0, SQUARE * 0.31), 0.6),
        }
    }
}

/// The wooden box the squares are set in (an ebony frame round a lighter bed, with a shadow), with
/// its houses' signs, each where `signs` places it on its square.
pub fn spawn_box(
    commands: &mut Commands,
    (board, grid): (&SenetBoard, SenetGrid),
    (font, signs): (Option<&Handle<Font>>, &dyn Fn(u8) -> SignPlace),
    state: AppState,
) {
    spawn_frame(commands, grid.grid(), state);
    spawn_house_signs(commands, (board, grid), (font, signs), state);
}

fn spawn_frame(commands: &mut Commands, grid: Vec2, state: AppState) {
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
            SenetPart,
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
        SenetPart,
        DespawnOnExit(state),
    ));
    square.with_child((
        Sprite::from_color(Color::srgb(0.20, 0.12, 0.06), Vec2::splat(SQUARE * 0.97)),
        Transform::from_xyz(0.0, 0.0, -0.3),
        Pickable::IGNORE,
    ));
    square
}

/// Each house's sign, a hieroglyph where the pawns on the square leave it visible (`signs`): an
/// ankh, three nefer signs, water, and three, two and one strokes. The strokes are drawn as bars,
/// the other signs from the hieroglyph font (nothing without it: headless runs).
fn spawn_house_signs(
    commands: &mut Commands,
    (board, grid): (&SenetBoard, SenetGrid),
    (font, signs): (Option<&Handle<Font>>, &dyn Fn(u8) -> SignPlace),
    state: AppState,
) {
    let ink = Color::srgb(0.16, 0.09, 0.04);
    for house in &board.houses {
        let (offset, scale) = signs(house.square).offset_and_scale();
        let at = grid.at(house.square) + offset;
        let (sign, colour, size) = match house.glyph {
            Glyph::Ankh => ("\u{132F9}", ink, 42.0),
            Glyph::Nefer => ("\u{13124}\u{13124}\u{13124}", ink, 30.0),
            Glyph::Water => ("\u{13217}", Color::srgb(0.08, 0.27, 0.62), 34.0),
            Glyph::Three | Glyph::Two | Glyph::One => {
                spawn_strokes(commands, (at, strokes(house.glyph), ink), scale, state);
                continue;
            }
        };
        let size = size * scale;
        let Some(font) = font else { continue };
        // Drawn four times a hair apart: the font's lines are a hairline, faint on the squares.
        for nudge in [Vec2::ZERO, Vec2::X, Vec2::Y, Vec2::ONE] {
            commands.spawn((
                Text2d::new(sign),
                TextFont {
                    font: font.clone().into(),
                    font_size: size.into(),
                    ..default()
                },
                TextColor(colour),
                Transform::from_translation((at + nudge * 1.2).extend(2.0)),
                SenetPart,
                DespawnOnExit(state),
            ));
        }
    }
}

/// How many strokes a house of strokes has.
fn strokes(glyph: Glyph) -> u8 {
    match glyph {
        Glyph::Three => 3,
        Glyph::Two => 2,
        _ => 1,
    }
}

/// A house of strokes (three, two or one): upright bars, as the hieroglyph draws them but bold,
/// `scale` times the corner's size.
fn spawn_strokes(
    commands: &mut Commands,
    (at, count, ink): (Vec2, u8, Color),
    scale: f32,
    state: AppState,
) {
    let gap = SQUARE * 0.11 * scale;
    for i in 0..count {
        let x = (f32::from(i) - f32::from(count - 1) / 2.0) * gap;
        commands.spawn((
            Sprite::from_color(
                ink,
                Vec2::new(SQUARE * 0.045, SQUARE * 0.3) * scale.max(0.75),
            ),
            Transform::from_translation((at + Vec2::new(x, 0.0)).extend(2.0)),
            SenetPart,
            DespawnOnExit(state),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On end on an upright phone, across everywhere else, and across on an upright phone with a
    /// lesson's panel under the board (the room left is wide and low).
    #[test]
    fn an_upright_phone_stands_the_box_on_end() {
        for (size, lesson, upright) in [
            (Vec2::new(390.0, 844.0), false, true),
            (Vec2::new(390.0, 844.0), true, false),
            (Vec2::new(844.0, 390.0), false, false),
            (Vec2::new(1280.0, 720.0), false, false),
            (Vec2::new(1024.0, 640.0), true, false),
        ] {
            assert_eq!(
                SenetGrid::for_window(size, lesson).upright,
                upright,
                "{size} {lesson}"
            );
        }
    }

    /// On end the path still runs square by square, from the top of the left column down, up the
    /// middle and down the right; every square, the way off past 30, Bak-Amen's trays and the
    /// throw stand inside the frame.
    #[test]
    fn the_box_on_end_keeps_its_path_inside_the_frame() {
        let grid = SenetGrid { upright: true };
        for s in 2..=30 {
            let step = grid.at(s).distance(grid.at(s - 1));
            assert!((step - SQUARE).abs() < 0.01, "{s}: {step}");
        }
        assert!(grid.at(1).x < grid.at(11).x && grid.at(11).x < grid.at(21).x);
        assert!(grid.at(1).y > grid.at(10).y, "the first column runs down");
        let frame = grid.frame(AppState::Senet, (Vec2::ZERO, Vec2::ZERO));
        let inside = Rect::from_center_size(frame.centre, frame.size);
        let half = Vec2::splat(SQUARE / 2.0);
        let way_off = grid.place(square_across(30) + Vec2::new(1.15 * SQUARE, 0.0));
        let across_ten = grid.place(square_across(10) + Vec2::new(1.15 * SQUARE, 0.0));
        // Four sticks, 56 apart, 17 wide and 112 long.
        let throw = Rect::from_corners(
            grid.throw_at(Vec2::ZERO) - Vec2::new(9.0, 56.0),
            grid.throw_at(Vec2::ZERO) + Vec2::new(3.0 * 56.0 + 9.0, 56.0),
        );
        let mut wanted: Vec<Rect> = (1..=30)
            .map(|s| Rect::from_center_half_size(grid.at(s), half))
            .collect();
        wanted.extend([way_off, across_ten].map(|at| Rect::from_center_half_size(at, half)));
        wanted.push(throw);
        for r in wanted {
            assert!(inside.contains(r.min) && inside.contains(r.max), "{r:?}");
        }
        let drawn = Rect::from_center_size(Vec2::ZERO, grid.box_size());
        assert!(
            drawn.intersect(throw).is_empty(),
            "the throw beside the box"
        );
        assert!(frame.board.y > frame.board.x);
    }
}
