//! Drawing the snake of the spiral games (the Hyena game and family Mehen): where each square lies on
//! an Archimedean spiral from the tail to the centre, the squares themselves, the board a player
//! chose from the board folder, and the camera's frame around it.

use crate::systems::shared::serpent::{Body, PlainTile, SerpentBody};
use crate::systems::shared::space_labels::{
    NumberedSpace, SNAKE_PLATE, TileArea, hover_observers, spawn_number,
};
use crate::systems::shared::state::AppState;
use bevy::prelude::*;

/// Outer radius of the spiral, in world units.
pub const SPIRAL_OUTER: f32 = 400.0;

const SPIRAL_INNER: f32 = 125.0;

/// How far from the head's centre the pieces in the centre stand: past its snout and eyes.
const HEAD_RING: f32 = 80.0;

/// Where each square is drawn (index = square; 0 is the tail, outside square 1) and its heading.
#[derive(Resource, Clone)]
pub struct SpiralLayout {
    pub at: Vec<(Vec2, f32)>,
    pub tile: Vec2,
}

impl SpiralLayout {
    /// An Archimedean spiral from the outside in, squares spaced evenly along it.
    pub fn new(board: &crate::rules::common::spiral::SpiralBoard) -> SpiralLayout {
        let n = usize::from(board.squares);
        let turns = board.turns;
        let b = (SPIRAL_OUTER - SPIRAL_INNER) / (turns * std::f32::consts::TAU);
        let theta_max = turns * std::f32::consts::TAU;
        // The curve as fine samples: (position, arc length so far).
        let steps = 4000;
        let point = |t: f32| {
            let theta = t * theta_max;
            let r = SPIRAL_OUTER - b * theta;
            Vec2::new(r * theta.cos(), r * theta.sin())
        };
        let mut samples = Vec::with_capacity(steps + 1);
        let mut length = 0.0;
        let mut prev = point(0.0);
        for i in 0..=steps {
            let p = point(i as f32 / steps as f32);
            length += p.distance(prev);
            prev = p;
            samples.push((p, length));
        }
        // Squares 1..n-1 along the curve; the centre (n) at the middle.
        let spacing = length / (n - 1) as f32;
        let mut at = vec![(Vec2::ZERO, 0.0); n + 1];
        let mut k = 0;
        for (s, slot) in at.iter_mut().enumerate().take(n).skip(1) {
            let want = (s as f32 - 0.5) * spacing;
            while k + 1 < samples.len() && samples[k].1 < want {
                k += 1;
            }
            let p = samples[k].0;
            let ahead = samples[(k + 1).min(samples.len() - 1)].0;
            let behind = samples[k.saturating_sub(1)].0;
            let d = ahead - behind;
            *slot = (p, d.y.atan2(d.x));
        }
        // The tail: a step outward from square 1, against the path.
        let (p1, h1) = at[1];
        at[0] = (p1 - Vec2::from_angle(h1) * spacing * 1.4, h1);
        let ring = (SPIRAL_OUTER - SPIRAL_INNER) / turns;
        SpiralLayout {
            at,
            tile: Vec2::new(spacing * 0.9, ring * 0.8),
        }
    }

    /// Where a seat's piece stands: on its square, or spread out where many may share (tail, centre).
    /// In the centre they stand round the head, ahead of and beside it, clear of its eyes and of the
    /// neck behind it.
    pub fn piece_at(&self, square: u8, seat: u8, hyena: bool, centre: u8) -> Vec2 {
        let (p, _) = self.at[square as usize];
        if square == centre {
            let (neck, _) = self.at[usize::from(centre).saturating_sub(1).max(1)];
            let look = (p - neck).normalize_or(Vec2::Y);
            // Twelve places (six seats, mother and hyena) over the three quarters of a circle
            // facing away from the neck.
            let i = f32::from(seat) * 2.0 + if hyena { 1.0 } else { 0.0 };
            let turn = (i - 5.5) / 11.0 * 1.5 * std::f32::consts::PI;
            p + Vec2::from_angle(turn).rotate(look) * HEAD_RING
        } else if square == 0 {
            let angle =
                f32::from(seat) * std::f32::consts::TAU / 6.0 + if hyena { 0.5 } else { 0.0 };
            let r = 46.0 + if hyena { 16.0 } else { 0.0 };
            p + Vec2::from_angle(angle) * r
        } else {
            p
        }
    }
}

/// The snake as a spiral of squares (1 outside, `centre` in the middle) with every fifth numbered, and
/// the tail's label: shared by the spiral games' screens, scoped to `state`.
pub fn spawn_spiral(commands: &mut Commands, layout: &SpiralLayout, centre: u8, state: AppState) {
    let body = [Color::srgb(0.55, 0.62, 0.36), Color::srgb(0.48, 0.56, 0.31)];
    let ink = Color::srgb(0.16, 0.11, 0.06);
    let (middle, _) = layout.at[centre as usize];
    for s in 1..centre {
        let (p, heading) = layout.at[s as usize];
        let mut tile = commands.spawn((
            Sprite::from_color(body[s as usize % 2], layout.tile),
            Transform::from_translation(p.extend(1.0))
                .with_rotation(Quat::from_rotation_z(heading)),
            PlainTile,
            // Found under the pointer even when the serpent is drawn over it.
            TileArea(layout.tile),
            NumberedSpace {
                number: s,
                radius: layout.tile.y * 0.5,
            },
            Pickable::default(),
            DespawnOnExit(state),
        ));
        hover_observers(&mut tile);
        // Every fifth square numbered on the scale's outer edge, above the pieces; any square's
        // number shows large under the pointer.
        if s % 5 == 0 || s == 1 {
            let outward = (p - middle).normalize_or(Vec2::Y);
            spawn_number(
                commands,
                &s.to_string(),
                p + outward * layout.tile.y * 0.45,
                (SPIRAL_NUMBER_FONT, SNAKE_PLATE),
                state,
            );
        }
    }
    let (c, _) = layout.at[centre as usize];
    commands.spawn((
        Sprite::from_color(
            Color::srgb(0.55, 0.18, 0.12),
            Vec2::splat(SPIRAL_INNER * 1.1),
        ),
        Transform::from_translation(c.extend(1.0)),
        PlainTile,
        DespawnOnExit(state),
    ));
    // The serpent drawn over the plain squares where there is a renderer.
    let squares = 1..usize::from(centre);
    commands.spawn((
        SerpentBody(Body {
            centres: squares.clone().map(|s| layout.at[s].0).collect(),
            half_widths: squares.map(|_| layout.tile.y * 0.5).collect(),
            inner: Vec::new(),
            head: c,
            head_size: SPIRAL_INNER * 0.9,
            teeth: None,
            tail_length: layout.tile.x * 1.6,
        }),
        Transform::from_xyz(0.0, 0.0, 0.9),
        DespawnOnExit(state),
    ));
    let (tail, _) = layout.at[0];
    commands.spawn((
        Text2d::new(""),
        crate::systems::shared::lang::BoardLabel("spiral-tail"),
        TextFont::from_font_size(21.0),
        TextColor(ink),
        Transform::from_translation((tail + Vec2::new(0.0, -80.0)).extend(2.0)),
        DespawnOnExit(state),
    ));
}

/// The squares' numbers' size in world units: 12 pixels on screen at 1280x720.
const SPIRAL_NUMBER_FONT: f32 = 15.0;

/// A spiral board the player chose on the setup screen (from the board folder): how the snake winds
/// for the game started with it. A game of another length (a record opened later) winds as the built-in
/// board does.
#[derive(Resource, Clone, Debug)]
pub struct ChosenSpiral(pub crate::rules::common::spiral::SpiralBoard);

/// The spiral to draw for a game of `squares` squares: the chosen board if it fits, else the built-in
/// board `name` at that length.
pub fn spiral_for(
    chosen: Option<&ChosenSpiral>,
    name: &str,
    squares: u8,
) -> crate::rules::common::spiral::SpiralBoard {
    match chosen {
        Some(c) if c.0.squares == squares => c.0.clone(),
        _ => crate::rules::common::spiral::SpiralBoard::builtin_with(name, squares),
    }
}

/// What the camera frames on a spiral screen (the Hyena game's and family Mehen's): the spiral with
/// the pens and the throw to its right; the panels stand beside it.
pub fn spiral_frame(state: AppState) -> crate::systems::shared::state::ViewFrame {
    let r = SPIRAL_OUTER;
    crate::systems::shared::state::ViewFrame {
        state,
        size: Vec2::new(2.0 * r + 280.0, 2.1 * r),
        board: Vec2::splat(2.0 * r),
        centre: Vec2::new(140.0, 0.0),
        margin: 1.0,
        min_scale: 0.0,
    }
}
