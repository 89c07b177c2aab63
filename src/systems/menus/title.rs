//! The title screen's picture: the coiled serpent, drawn from the built-in spiral board with a few
//! pieces on its body, in the room the main menu (`ui.rs`) leaves: on its left, or above it on an
//! upright screen.

use crate::rules::common::spiral::SpiralBoard;
use crate::systems::shared::art::{Emblem, PieceArt, PieceBody};
use crate::systems::shared::seats::PALETTE;
use crate::systems::shared::serpent::{Body, SerpentBody};
use crate::systems::shared::spiral_board::{SPIRAL_OUTER, SpiralLayout};
use crate::systems::shared::state::{AppState, ViewFrame};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MenuSheet>()
        .add_systems(OnEnter(AppState::Menu), spawn_title)
        .add_systems(
            Update,
            (place_pieces, frame_in_room).run_if(in_state(AppState::Menu)),
        );
}

/// The main menu's sheet (logical pixels: its left and top edges), as the menu last drew it.
#[derive(Resource, Default)]
pub struct MenuSheet(pub Option<Vec2>);

/// A screen upright enough that the menu and the serpent stand one above the other.
pub fn is_upright(size: Vec2) -> bool {
    size.x < size.y * 0.8
}

/// The room beside the menu (pixels across) below which the serpent is not shown at all: a coil
/// that small would be a smudge.
const LEAST_ROOM: f32 = 90.0;

/// The title's frame before the menu is measured: the serpent on the left, the menu's half empty.
fn first_frame() -> ViewFrame {
    ViewFrame {
        state: AppState::Menu,
        size: Vec2::new(4.6 * SPIRAL_OUTER, 2.3 * SPIRAL_OUTER),
        board: Vec2::splat(2.0 * SPIRAL_OUTER),
        centre: Vec2::new(1.15 * SPIRAL_OUTER, 0.0),
        margin: 1.0,
        min_scale: 0.0,
    }
}

/// The frame that shows the serpent, `across` pixels wide, centred on `middle` (pixels from the
/// window's top left): the whole window's frame, moved so the serpent's centre falls there.
fn frame_on(window: Vec2, middle: Vec2, across: f32) -> ViewFrame {
    let scale = 2.2 * SPIRAL_OUTER / across.max(1.0);
    let off_centre = middle - window * 0.5;
    ViewFrame {
        size: window * scale,
        centre: Vec2::new(-off_centre.x, off_centre.y) * scale,
        ..first_frame()
    }
}

/// Where the serpent goes, and how wide, in the room the menu's sheet leaves: above it on an
/// upright window, to its left otherwise.
fn serpent_room(window: Vec2, sheet: Vec2) -> (Vec2, f32) {
    if is_upright(window) {
        let across = (sheet.y * 0.85).min(window.x * 0.85);
        (Vec2::new(window.x * 0.5, sheet.y * 0.5), across)
    } else {
        let across = (sheet.x * 0.88).min(window.y * 0.88);
        (Vec2::new(sheet.x * 0.5, window.y * 0.5), across)
    }
}

/// The serpent fills the room the menu leaves, or is hidden where there is too little.
fn frame_in_room(
    windows: Query<&Window>,
    sheet: Res<MenuSheet>,
    frame: Option<ResMut<ViewFrame>>,
    mut pictures: Query<&mut Visibility, Or<(With<TitlePiece>, With<SerpentBody>)>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let (Ok(window), Some(mut frame), Some(sheet)) = (windows.single(), frame, sheet.0) else {
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    let (middle, across) = serpent_room(size, sheet);
    let wanted = frame_on(size, middle, across);
    if frame.size != wanted.size || frame.centre != wanted.centre {
        *frame = wanted;
        // The menu is measured after this frame's camera is placed: one more frame shows it.
        redraw.write(bevy::window::RequestRedraw);
    }
    let visibility = if across >= LEAST_ROOM {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut v in &mut pictures {
        v.set_if_neq(visibility);
    }
}

/// A piece resting on the title's serpent.
#[derive(Component)]
struct TitlePiece;

/// Pieces resting on the serpent: (square, seat) for pawns, and the lions' squares.
const PAWNS: [(usize, usize); 5] = [(3, 0), (9, 1), (17, 2), (26, 0), (41, 3)];
const LIONS: [usize; 2] = [13, 33];

fn spawn_title(mut commands: Commands) {
    let Some(board) = SpiralBoard::builtin("family") else {
        return;
    };
    let layout = SpiralLayout::new(&board);
    let head = usize::from(board.squares);
    let squares = 1..head;
    commands.spawn((
        SerpentBody(Body {
            centres: squares.clone().map(|s| layout.at[s].0).collect(),
            half_widths: squares.map(|_| layout.tile.y * 0.5).collect(),
            inner: Vec::new(),
            head: layout.at[head].0,
            head_size: SPIRAL_OUTER * 0.28,
            teeth: None,
            tail_length: layout.tile.x * 1.6,
        }),
        Transform::from_xyz(0.0, 0.0, 0.9),
        DespawnOnExit(AppState::Menu),
    ));
    commands.insert_resource(first_frame());
}

/// The pieces, once their pictures are loaded (the first screen is entered before the app's start-up
/// systems run).
fn place_pieces(mut commands: Commands, art: Res<PieceArt>, placed: Query<(), With<TitlePiece>>) {
    if art.lion.is_none() || !placed.is_empty() {
        return;
    }
    let Some(board) = SpiralBoard::builtin("family") else {
        return;
    };
    let layout = SpiralLayout::new(&board);
    let size = Vec2::splat(layout.tile.y * 0.82);
    for (square, seat) in PAWNS {
        let [r, g, b] = PALETTE[seat].1;
        commands.spawn((
            art.piece(
                PieceBody::Token(seat),
                Some(Emblem::Seat(seat)),
                Color::srgb(r, g, b),
                size,
            ),
            Transform::from_translation(layout.at[square].0.extend(2.0)),
            DespawnOnExit(AppState::Menu),
            TitlePiece,
        ));
    }
    for square in LIONS {
        commands.spawn((
            PieceArt::figure(art.lion.as_ref(), Color::srgb(0.85, 0.65, 0.2), size * 1.1),
            Transform::from_translation(layout.at[square].0.extend(2.0)),
            DespawnOnExit(AppState::Menu),
            TitlePiece,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The serpent's box in window pixels (left top, right bottom) under a frame that fills the
    /// window, as the camera shows it.
    fn serpent_on_screen(frame: &ViewFrame, window: Vec2) -> (Vec2, Vec2) {
        let scale = (frame.size / window).max_element();
        let to_pixels = |world: Vec2| {
            let d = (world - frame.centre) / scale;
            Vec2::new(window.x * 0.5 + d.x, window.y * 0.5 - d.y)
        };
        let half = Vec2::splat(1.1 * SPIRAL_OUTER);
        (
            to_pixels(Vec2::new(-half.x, half.y)),
            to_pixels(Vec2::new(half.x, -half.y)),
        )
    }

    #[test]
    fn the_serpent_stands_whole_in_the_room_the_menu_leaves() {
        // (window, the sheet's left top corner), from a phone either way up to a desktop.
        for (window, sheet) in [
            (Vec2::new(390.0, 844.0), Vec2::new(25.0, 223.0)),
            (Vec2::new(844.0, 390.0), Vec2::new(266.0, 20.0)),
            (Vec2::new(1280.0, 720.0), Vec2::new(838.0, 62.0)),
        ] {
            let (middle, across) = serpent_room(window, sheet);
            let (min, max) = serpent_on_screen(&frame_on(window, middle, across), window);
            assert!(
                min.x >= 0.0 && min.y >= 0.0,
                "{window}: {min} off the window"
            );
            assert!(
                max.x <= window.x && max.y <= window.y,
                "{window}: {max} off the window"
            );
            let clear = if is_upright(window) {
                max.y <= sheet.y
            } else {
                max.x <= sheet.x
            };
            assert!(
                clear,
                "{window}: the serpent reaches under the menu ({max})"
            );
            assert!(
                across >= LEAST_ROOM,
                "{window}: a serpent only {across} across"
            );
        }
    }

    #[test]
    fn no_room_above_the_menu_hides_the_serpent() {
        let (_, across) = serpent_room(Vec2::new(390.0, 700.0), Vec2::new(25.0, 60.0));
        assert!(across < LEAST_ROOM);
    }
}
