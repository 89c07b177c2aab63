//! Draws the board: one sprite per space along the snake's body, the head at the centre.

use crate::rules::Board;
use bevy::prelude::*;

/// The board shown in the window.
#[derive(Resource)]
pub struct ShownBoard(pub Board);

/// A board space's entity.
#[derive(Component, Debug, Clone, Copy)]
pub struct SpaceTile;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.93, 0.87, 0.74)))
        .insert_resource(ShownBoard(
            Board::builtin("classic").expect("the classic board is built in"),
        ))
        .add_systems(Startup, spawn_board)
        .add_systems(Update, fit_to_window);
}

const UNIT: f32 = 56.0;

fn spawn_board(mut commands: Commands, board: Res<ShownBoard>) {
    commands.spawn(Camera2d);
    let b = &board.0;
    for (i, g) in b.geometry.iter().enumerate() {
        let space = (i + 1) as u8;
        let is_head = space == b.head;
        let shade = if is_head {
            Color::srgb(0.55, 0.18, 0.12)
        } else if b.is_inner(space) {
            Color::srgb(0.62, 0.42, 0.22)
        } else if space.is_multiple_of(2) {
            Color::srgb(0.45, 0.55, 0.30)
        } else {
            Color::srgb(0.52, 0.62, 0.35)
        };
        let size = if is_head {
            Vec2::splat(g.width * UNIT)
        } else {
            Vec2::new(g.length * UNIT * 0.94, g.width * UNIT * 0.86)
        };
        commands.spawn((
            Sprite::from_color(shade, size),
            Transform::from_xyz(g.x * UNIT, g.y * UNIT, 0.0)
                .with_rotation(Quat::from_rotation_z(g.heading)),
            SpaceTile,
            Name::new(format!("space {space}")),
        ));
        commands.spawn((
            Text2d::new(space.to_string()),
            TextFont::from_font_size(14.0),
            TextColor(Color::srgb(0.1, 0.08, 0.05)),
            Transform::from_xyz(g.x * UNIT, g.y * UNIT, 1.0),
        ));
    }
}

/// Scales the camera so the whole board fits the window.
fn fit_to_window(
    windows: Query<&Window>,
    board: Res<ShownBoard>,
    mut cameras: Query<&mut Projection, With<Camera2d>>,
) {
    let Ok(window) = windows.single() else { return };
    let extent = board
        .0
        .geometry
        .iter()
        .map(|g| g.x.abs().max(g.y.abs()) + g.length)
        .fold(1.0f32, f32::max)
        * UNIT;
    for mut projection in &mut cameras {
        if let Projection::Orthographic(o) = projection.as_mut() {
            let fit = (2.0 * extent) / window.width().min(window.height()).max(1.0);
            if (o.scale - fit).abs() > 1e-3 {
                o.scale = fit;
            }
        }
    }
}
