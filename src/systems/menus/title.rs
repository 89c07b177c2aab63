//! The title screen's picture: the coiled serpent, drawn from the built-in spiral board with a few
//! pieces on its body, on the left of the window; the main menu stands on the right (`ui.rs`).

use crate::rules::common::spiral::SpiralBoard;
use crate::systems::shared::art::{Emblem, PieceArt, PieceBody};
use crate::systems::shared::seats::PALETTE;
use crate::systems::shared::serpent::{Body, SerpentBody};
use crate::systems::shared::spiral_board::{SPIRAL_OUTER, SpiralLayout};
use crate::systems::shared::state::{AppState, ViewFrame};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Menu), spawn_title)
        .add_systems(Update, place_pieces.run_if(in_state(AppState::Menu)));
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
    // The serpent on the left; the menu takes the right half.
    commands.insert_resource(ViewFrame {
        state: AppState::Menu,
        size: Vec2::new(4.6 * SPIRAL_OUTER, 2.3 * SPIRAL_OUTER),
        board: Vec2::splat(2.0 * SPIRAL_OUTER),
        centre: Vec2::new(1.15 * SPIRAL_OUTER, 0.0),
        margin: 1.0,
        min_scale: 0.0,
    });
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
