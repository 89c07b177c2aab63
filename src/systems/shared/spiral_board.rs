//! Drawing the snake of the spiral games (the Hyena game and family Mehen): where each square lies on
//! an Archimedean spiral from the tail to the centre, the squares themselves, the board a player
//! chose from the board folder, and the camera's frame around it.

use crate::systems::shared::board_layout::{Lettering, TablePoints, board_room};
use crate::systems::shared::serpent::{Body, PlainTile, SerpentBody};
use crate::systems::shared::space_labels::{
    NumberedSpace, ReadableNumber, SNAKE_PLATE, TileArea, hover_observers, spawn_number,
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
    /// Where the pens stand around it.
    pub plan: SpiralPlan,
}

impl SpiralLayout {
    /// An Archimedean spiral from the outside in, squares spaced evenly along it, its tail on the
    /// right.
    pub fn new(board: &crate::rules::common::spiral::SpiralBoard) -> SpiralLayout {
        SpiralLayout::planned(board, SpiralPlan::default())
    }

    /// The spiral turned for `plan` about its centre (a quarter turn clockwise brings the tail to
    /// the bottom, by the band).
    pub fn planned(
        board: &crate::rules::common::spiral::SpiralBoard,
        plan: SpiralPlan,
    ) -> SpiralLayout {
        let start = plan.start();
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
        let turn = Vec2::from_angle(start);
        for (p, heading) in &mut at {
            *p = turn.rotate(*p);
            *heading += start;
        }
        SpiralLayout {
            at,
            tile: Vec2::new(spacing * 0.9, ring * 0.8),
            plan,
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
            let r = TAIL_RING + if hyena { TAIL_RING_HYENA } else { 0.0 };
            p + Vec2::from_angle(angle) * r
        } else {
            p
        }
    }
}

/// How far the tail's tip reaches past square 1, in squares' lengths.
const TAIL_LENGTH: f32 = 1.6;

/// The snake as a spiral of squares (1 outside, `centre` in the middle) with every fifth numbered, and
/// the tail's label in the plan's letters: shared by the spiral games' screens, scoped to `state`.
pub fn spawn_spiral(
    commands: &mut Commands,
    layout: &SpiralLayout,
    (centre, plan): (u8, SpiralPlan),
    state: AppState,
) {
    let body = [Color::srgb(0.55, 0.62, 0.36), Color::srgb(0.48, 0.56, 0.31)];
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
            SpiralPart,
            DespawnOnExit(state),
        ));
        hover_observers(&mut tile);
        // Every fifth square numbered on the scale's outer edge, above the pieces; any square's
        // number shows large under the pointer.
        if numbered(s) {
            let outward = (p - middle).normalize_or(Vec2::Y);
            let number = spawn_number(
                commands,
                &s.to_string(),
                p + outward * layout.tile.y * 0.45,
                (SPIRAL_NUMBER_FONT, SNAKE_PLATE),
                state,
            );
            commands
                .entity(number)
                .insert((SpiralPart, ReadableNumber::sparse(SPIRAL_NUMBER_FONT)));
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
        SpiralPart,
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
            tail_length: layout.tile.x * TAIL_LENGTH,
        }),
        Transform::from_xyz(0.0, 0.0, 0.9),
        SpiralPart,
        DespawnOnExit(state),
    ));
    spawn_tail_caption(commands, layout, plan, state);
}

/// How far from the tail its waiting pieces' centres stand (see [`SpiralLayout::piece_at`]), a
/// hyena further out than a mother.
const TAIL_RING: f32 = 46.0;
const TAIL_RING_HYENA: f32 = 16.0;
/// How far from the tail those pieces reach: the outer ring and a piece's half.
const TAIL_REACH: f32 = TAIL_RING + TAIL_RING_HYENA + 20.0;

/// "tail": under the pieces spread round it beside the spiral; in the band under it, past the
/// tail's tip at the height of those pieces (under them it would stand among the pens and sticks).
fn spawn_tail_caption(
    commands: &mut Commands,
    layout: &SpiralLayout,
    plan: SpiralPlan,
    state: AppState,
) {
    let (tail, _) = layout.at[0];
    let font = plan.font(21.0);
    if !plan.below {
        spawn_caption(
            commands,
            "spiral-tail",
            (tail - Vec2::new(0.0, 90.0), font),
            state,
        )
        .insert(bevy::sprite::Anchor::TOP_CENTER);
        return;
    }
    let (one, _) = layout.at[1];
    let way = (tail - one).normalize_or(Vec2::NEG_X);
    let tip = one + way * layout.tile.x * TAIL_LENGTH;
    let reach = (tip - tail).length().max(TAIL_REACH) + 10.0;
    let anchor = if way.x < 0.0 {
        bevy::sprite::Anchor::CENTER_RIGHT
    } else {
        bevy::sprite::Anchor::CENTER_LEFT
    };
    spawn_caption(commands, "spiral-tail", (tail + way * reach, font), state).insert(anchor);
}

/// A caption on a spiral board, part of the board's drawing (built again with it).
pub fn spawn_caption<'a>(
    commands: &'a mut Commands,
    id: &'static str,
    (at, font): (Vec2, f32),
    state: AppState,
) -> EntityCommands<'a> {
    commands.spawn((
        Text2d::new(""),
        crate::systems::shared::lang::BoardLabel(id),
        TextFont::from_font_size(font),
        TextColor(Color::srgb(0.16, 0.11, 0.06)),
        Transform::from_translation(at.extend(2.0)),
        SpiralPart,
        DespawnOnExit(state),
    ))
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

/// A pen's caption in the plan's letters (`small`: its size in small ones), centred in lines `width`
/// wide over the pen's rows: standing from the band's top under the spiral, or on the rows beside
/// it.
pub fn spawn_pen_caption(
    commands: &mut Commands,
    id: &'static str,
    (at, small, width): (Vec2, f32, f32),
    (plan, state): (SpiralPlan, AppState),
) {
    spawn_caption(commands, id, (at, plan.font(small)), state).insert((
        TextLayout::justify(Justify::Center),
        bevy::text::TextBounds::new_horizontal(width),
        if plan.below {
            bevy::sprite::Anchor::TOP_CENTER
        } else {
            bevy::sprite::Anchor::BOTTOM_CENTER
        },
    ));
}

/// Does square `s` wear its number on a plate (every fifth, and the first)?
pub fn numbered(s: u8) -> bool {
    s.is_multiple_of(5) || s == 1
}

/// Where a piece `half` units across stands wrongly beside a spiral laid out as `layout`: on its
/// squares, or outside what the camera frames (`None`: well placed).
#[cfg(test)]
pub(crate) fn misplaced(layout: &SpiralLayout, at: Vec2, half: f32) -> Option<String> {
    let frame = layout.plan.frame(AppState::Menu);
    let framed = Rect::from_center_size(frame.centre, frame.size);
    if !framed.contains(at - half) || !framed.contains(at + half) {
        return Some(format!("{at} outside the frame ({:?})", layout.plan));
    }
    let on = (1..layout.at.len() - 1)
        .find(|&s| layout.at[s].0.distance(at) <= layout.tile.y / 2.0 + half);
    on.map(|s| format!("{at} on square {s} ({:?})", layout.plan))
}

/// Where a spiral game's pens, captions and throw stand, and how large their captions are: in a
/// column right of the spiral with its tail on the right (a wide window, a phone held sideways),
/// or in a band under it with its tail at the bottom (a phone held upright), whichever lets the
/// board be drawn larger.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SpiralPlan {
    pub below: bool,
    pub lettering: Lettering,
}

/// Everything a spiral screen draws for its board and pieces: taken away when the board is laid out
/// anew (a phone turned over).
#[derive(Component, Clone, Copy, Debug)]
pub struct SpiralPart;

/// How far the band under the spiral reaches (pens, captions and the throw).
const BAND_BOTTOM: f32 = -SPIRAL_OUTER - 310.0;

impl SpiralPlan {
    /// The plan that draws the board largest in a window of `points` (the interface's points),
    /// with a lesson's panel or not.
    pub fn for_window(points: Vec2, lesson: bool) -> SpiralPlan {
        let room = board_room(points, lesson);
        let scale = |below| (room / SpiralPlan::frame_size(below)).min_element();
        SpiralPlan {
            below: scale(true) > scale(false),
            lettering: Lettering::for_screen(points),
        }
    }

    fn frame_size(below: bool) -> Vec2 {
        let r = SPIRAL_OUTER;
        if below {
            // The squares' numbers stand a little outside the spiral.
            Vec2::new(2.0 * r + 80.0, r + 40.0 - BAND_BOTTOM)
        } else {
            Vec2::new(2.0 * r + 280.0, 2.1 * r)
        }
    }

    /// Where the tail is turned to: the right, or the bottom beside the band.
    pub fn start(self) -> f32 {
        if self.below {
            -std::f32::consts::FRAC_PI_2
        } else {
            0.0
        }
    }

    /// `beside` in the column, or `below` in the band.
    pub fn pick(self, beside: Vec2, below: Vec2) -> Vec2 {
        if self.below { below } else { beside }
    }

    /// A caption's font size for one of `small` in small letters.
    pub fn font(self, small: f32) -> f32 {
        match self.lettering {
            Lettering::Small => small,
            Lettering::Large => small * 1.5,
        }
    }

    /// What the camera frames on a spiral screen (the Hyena game's and family Mehen's): the spiral
    /// with the pens and the throw; the panels stand beside it.
    pub fn frame(self, state: AppState) -> crate::systems::shared::state::ViewFrame {
        let r = SPIRAL_OUTER;
        let size = SpiralPlan::frame_size(self.below);
        crate::systems::shared::state::ViewFrame {
            state,
            size,
            board: Vec2::splat(2.0 * r),
            centre: if self.below {
                Vec2::new(0.0, r + 40.0 - size.y / 2.0)
            } else {
                Vec2::new(140.0, 0.0)
            },
            margin: 1.0,
            min_scale: 0.0,
        }
    }
}

/// What a spiral screen lays its board out from: the layout drawn, the board chosen, the window
/// and the drawing's parts.
#[derive(bevy::ecs::system::SystemParam)]
pub struct SpiralRoom<'w, 's> {
    drawn: Option<Res<'w, SpiralLayout>>,
    chosen: Option<Res<'w, ChosenSpiral>>,
    points: TablePoints<'w, 's>,
    parts: Query<'w, 's, Entity, With<SpiralPart>>,
}

impl SpiralRoom<'_, '_> {
    /// The layout to draw the built-in board `name` (or the chosen one) of `squares` squares with,
    /// when it must be drawn: on entering the screen (nothing drawn yet) or when the window's
    /// shape asks for another plan (`lesson`: with a lesson's panel). The old drawing is taken
    /// away.
    pub fn lay_out(
        &self,
        commands: &mut Commands,
        (name, squares): (&str, u8),
        lesson: bool,
    ) -> Option<SpiralLayout> {
        let wanted = SpiralPlan::for_window(self.points.get(), lesson);
        // A layout left from the last game is stale once its drawing is gone.
        let drawn = self.drawn.as_deref().filter(|_| !self.parts.is_empty());
        if drawn.map(|l| l.plan) == Some(wanted) {
            return None;
        }
        for part in &self.parts {
            commands.entity(part).despawn();
        }
        let board = spiral_for(self.chosen.as_deref(), name, squares);
        Some(SpiralLayout::planned(&board, wanted))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Upright on a phone the pens go under the spiral; sideways, on a desktop and in an upright
    /// lesson (its panel under the board) beside it.
    #[test]
    fn an_upright_phone_puts_the_pens_under_the_spiral() {
        for (size, lesson, below) in [
            (Vec2::new(390.0, 844.0), false, true),
            (Vec2::new(390.0, 844.0), true, false),
            (Vec2::new(844.0, 390.0), false, false),
            (Vec2::new(1280.0, 720.0), false, false),
            (Vec2::new(1024.0, 640.0), true, false),
        ] {
            let plan = SpiralPlan::for_window(size, lesson);
            assert_eq!(plan.below, below, "{size} {lesson}");
            assert_eq!(plan.lettering == Lettering::Large, size.x < 900.0, "{size}");
        }
    }

    /// Turned for the band, the tail is at the bottom and square 1 beside it; the squares keep
    /// their spacing.
    #[test]
    fn the_turned_spiral_has_its_tail_at_the_bottom() {
        let board = crate::rules::common::spiral::SpiralBoard::builtin("hyena").expect("built in");
        let plain = SpiralLayout::new(&board);
        let turned = SpiralLayout::planned(
            &board,
            SpiralPlan {
                below: true,
                ..default()
            },
        );
        assert!(turned.at[0].0.y < -SPIRAL_OUTER + 1.0, "{:?}", turned.at[0]);
        assert!(turned.at[0].0.x.abs() < SPIRAL_OUTER / 3.0);
        for s in 1..usize::from(board.squares) {
            let d = |l: &SpiralLayout| l.at[s].0.distance(l.at[s - 1].0);
            assert!((d(&plain) - d(&turned)).abs() < 0.01);
        }
    }
}
