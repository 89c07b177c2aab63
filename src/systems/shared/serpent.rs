//! A snake board drawn as one serpent (Mehen's boards, and the Hyena and family spirals): a band that
//! follows the path through the spaces' centres from a tapering tail outside the first space, coil
//! into coil without a break, to a head at the centre. Spaces are segments of the band (scales in two
//! shades, an inner coil warmer), divided by ink lines, with a darker stripe and a diamond on each
//! scale along the back; a marked space (Mehen's teeth entry) gets white teeth. One vertex-coloured
//! mesh, so the whole snake is a single cheap draw. The boards' rooms describe their snake as a
//! [`Body`] from the board asset, so a user's board gets its serpent too.

use crate::systems::shared::drawing::Shapes;
use crate::systems::shared::flat_material::FlatMaterial;
use crate::systems::shared::wake::{PROMPT, Wake};
use bevy::prelude::*;

/// Scales, alternating (malachite shades).
pub const SCALES: [[f32; 4]; 2] = [[0.243, 0.482, 0.345, 1.0], [0.306, 0.553, 0.404, 1.0]];
/// The inner coil, from which no jump is made: a warmer tone.
const INNER: [[f32; 4]; 2] = [[0.62, 0.50, 0.26, 1.0], [0.68, 0.56, 0.30, 1.0]];
/// The stripe along the back.
pub const BACK: [f32; 4] = [0.17, 0.34, 0.24, 1.0];
const INK: [f32; 4] = [0.118, 0.102, 0.086, 1.0];
const BELLY: [f32; 4] = [0.90, 0.86, 0.71, 1.0];
const RED_OCHRE: [f32; 4] = [0.635, 0.231, 0.165, 1.0];
const WHITE: [f32; 4] = [0.97, 0.95, 0.88, 1.0];

/// A snake to draw: its body spaces from the tail to the head, and its head.
#[derive(Debug, Clone, Default)]
pub struct Body {
    /// Each body space's centre, in path order (the head not included).
    pub centres: Vec<Vec2>,
    /// Half the band's width at each space.
    pub half_widths: Vec<f32>,
    /// The spaces drawn in the warmer tone (Mehen's inner coil).
    pub inner: Vec<bool>,
    pub head: Vec2,
    /// The head's drawn size (about the head space's).
    pub head_size: f32,
    /// A space (index into `centres`) marked with teeth, and whether they are in use.
    pub teeth: Option<(usize, bool)>,
    /// How far the tail reaches beyond the first space.
    pub tail_length: f32,
}

/// Where the band crosses from one space to the next, with its direction along the path and its
/// half-width there.
#[derive(Clone, Copy)]
struct Crossing {
    at: Vec2,
    along: Vec2,
    half_width: f32,
}

impl Crossing {
    fn left(&self, scale: f32) -> Vec2 {
        self.at + self.along.perp() * self.half_width * scale
    }

    fn right(&self, scale: f32) -> Vec2 {
        self.at - self.along.perp() * self.half_width * scale
    }
}

/// The crossings of the body: before the first space, between each pair of spaces, and into the head
/// (`crossings[k]` lies after space k, counting from 1; `crossings[0]` before the first).
fn crossings(body: &Body) -> Vec<Crossing> {
    let n = body.centres.len();
    let centre = |k: usize| body.centres[k - 1];
    let half = |k: usize| body.half_widths[k - 1];
    let mut out = Vec::with_capacity(n + 1);
    for k in 1..=n + 1 {
        // Crossing k lies between space k-1 and space k.
        let (at, along, half_width) = if k == 1 {
            let next = 2.min(n);
            let along = (centre(next) - centre(1)).normalize_or(Vec2::X);
            let step = centre(1).distance(centre(next)).max(1.0) / 2.0;
            (centre(1) - along * step, along, half(1))
        } else if k == n + 1 {
            let along = (centre(n) - centre(n - 1)).normalize_or(Vec2::X);
            let step = centre(n).distance(centre(n - 1)).max(1.0) / 2.0;
            (centre(n) + along * step, along, half(n))
        } else {
            let along = (centre(k) - centre(k - 1)).normalize_or(Vec2::X);
            (
                (centre(k) + centre(k - 1)) / 2.0,
                along,
                (half(k) + half(k - 1)) / 2.0,
            )
        };
        out.push(Crossing {
            at,
            along,
            half_width,
        });
    }
    out
}

/// The serpent as one mesh (empty for a body of fewer than two spaces).
pub fn serpent_mesh(body: &Body) -> Mesh {
    let mut shapes = Shapes::default();
    if body.centres.len() < 2 {
        return shapes.into_mesh();
    }
    let cross = crossings(body);
    let last = body.centres.len();
    // The body: a segment per space, then the lines between them and the stripe along the back.
    for s in 1..=last {
        let inner = body.inner.get(s - 1) == Some(&true);
        scale(&mut shapes, (cross[s - 1], cross[s]), s, (inner, s < last));
    }
    tail(&mut shapes, body, cross[0]);
    head(&mut shapes, body, cross[last], last);
    teeth(&mut shapes, body, &cross);
    shapes.into_mesh()
}

/// Space `s`'s stretch of body between its crossings `a` and `b` (`inner`: on the inner coil;
/// `ends`: an ink line where it ends).
fn scale(shapes: &mut Shapes, (a, b): (Crossing, Crossing), s: usize, (inner, ends): (bool, bool)) {
    let shades = if inner { INNER } else { SCALES };
    let colour = shades[s % 2];
    shapes.quad(
        [a.right(1.0), b.right(1.0), b.left(1.0), a.left(1.0)],
        0.0,
        colour,
    );
    // A pale belly edge on the inside of the band, so coils read apart.
    shapes.quad(
        [a.right(1.0), b.right(1.0), b.right(0.8), a.right(0.8)],
        0.01,
        [
            colour[0] * 0.5 + BELLY[0] * 0.5,
            colour[1] * 0.5 + BELLY[1] * 0.5,
            colour[2] * 0.5 + BELLY[2] * 0.5,
            1.0,
        ],
    );
    // The back: a dark stripe with a diamond on each scale.
    shapes.quad(
        [a.left(0.55), b.left(0.55), b.left(0.4), a.left(0.4)],
        0.02,
        BACK,
    );
    let mid = (a.at + b.at) / 2.0;
    let along = (b.at - a.at).normalize_or(a.along);
    let spine = mid + along.perp() * (a.half_width + b.half_width) * 0.24;
    let r = (a.half_width + b.half_width) * 0.09;
    shapes.quad(
        [
            spine - along * r * 1.6,
            spine - along.perp() * r,
            spine + along * r * 1.6,
            spine + along.perp() * r,
        ],
        0.03,
        BACK,
    );
    // The ink line where this space ends (the head's own crossing is the neck).
    if ends {
        let t = b.along * 1.1;
        shapes.quad(
            [
                b.right(1.0) - t,
                b.right(1.0) + t,
                b.left(1.0) + t,
                b.left(1.0) - t,
            ],
            0.04,
            INK,
        );
    }
}

/// The tail: the band narrows to a point outside space 1 (crossing `start`).
fn tail(shapes: &mut Shapes, body: &Body, start: Crossing) {
    // The tail: the band narrows to a point outside space 1, bending on as the body bends there, so
    // it carries the coil on instead of leaving it in a straight line.
    let pieces = TAIL_PIECES;
    let spine = tail_spine(body, start, pieces);
    for k in 0..pieces {
        let (f0, f1) = (k as f32 / pieces as f32, (k + 1) as f32 / pieces as f32);
        let w = |f: f32| start.half_width * (1.0 - f).powf(0.8);
        let ((p0, n0), (p1, n1)) = (spine[k], spine[k + 1]);
        let corners = [
            p1 - n1 * w(f1),
            p0 - n0 * w(f0),
            p0 + n0 * w(f0),
            p1 + n1 * w(f1),
        ];
        shapes.quad(corners, 0.0, SCALES[k % 2]);
    }
}

/// The head past the last crossing (`neck`), its eyes and snout.
fn head(shapes: &mut Shapes, body: &Body, neck: Crossing, last: usize) {
    // The head, at the centre, looking along the last stretch of body.
    let head_at = body.head;
    let look = (head_at - neck.at).normalize_or(neck.along);
    let length = body.head_size * 0.62;
    let width = body.head_size * 0.5;
    // The neck joins the body to the head.
    let head_back = head_at - look * length * 0.7;
    shapes.quad(
        [
            neck.right(1.0),
            head_back - look.perp() * width * 0.6,
            head_back + look.perp() * width * 0.6,
            neck.left(1.0),
        ],
        0.0,
        SCALES[last % 2],
    );
    shapes.ellipse(head_at, look, Vec2::new(length, width), 0.05, SCALES[0]);
    // The hood's pattern and the snout.
    shapes.ellipse(
        head_at - look * length * 0.25,
        look,
        Vec2::new(length * 0.45, width * 0.55),
        0.06,
        BACK,
    );
    shapes.ellipse(
        head_at + look * length * 0.62,
        look,
        Vec2::new(length * 0.34, width * 0.5),
        0.06,
        SCALES[1],
    );
    // Eyes: white, a red ochre ring, an ink pupil.
    for side in [-1.0, 1.0] {
        let eye = head_at + look * length * 0.38 + look.perp() * side * width * 0.55;
        shapes.ellipse(eye, look, Vec2::splat(width * 0.17), 0.07, RED_OCHRE);
        shapes.ellipse(eye, look, Vec2::splat(width * 0.13), 0.08, WHITE);
        shapes.ellipse(
            eye + look * width * 0.03,
            look,
            Vec2::new(width * 0.05, width * 0.09),
            0.09,
            INK,
        );
        let nostril = head_at + look * length * 0.85 + look.perp() * side * width * 0.16;
        shapes.ellipse(nostril, look, Vec2::splat(width * 0.035), 0.09, INK);
    }
}

/// A marked space (Mehen's teeth entry): white teeth along both edges.
fn teeth(shapes: &mut Shapes, body: &Body, cross: &[Crossing]) {
    let last = cross.len() - 1;
    let Some((teeth, active)) = body.teeth else {
        return;
    };
    let s = teeth + 1;
    if (1..=last).contains(&s) {
        let (a, b) = (cross[s - 1], cross[s]);
        let colour = if active { WHITE } else { BELLY };
        for k in 0..3 {
            let f0 = k as f32 / 3.0;
            let f1 = (k as f32 + 1.0) / 3.0;
            let fm = (f0 + f1) / 2.0;
            let at = |f: f32| a.at.lerp(b.at, f);
            let n = (b.at - a.at).normalize_or(a.along).perp();
            let w = a.half_width;
            for side in [-1.0, 1.0] {
                shapes.triangle(
                    [
                        at(f0) + n * side * w,
                        at(f1) + n * side * w,
                        at(fm) + n * side * w * 0.55,
                    ],
                    0.1,
                    colour,
                );
            }
        }
    }
}

/// The tail's middle line in `pieces` steps from the body's first crossing: each point and the side
/// direction there. It turns as much per length as the body turns over its first spaces.
fn tail_spine(body: &Body, start: Crossing, pieces: usize) -> Vec<(Vec2, Vec2)> {
    let c = &body.centres;
    let turn_per_length = if c.len() >= 3 {
        let (a, b) = (
            (c[1] - c[0]).normalize_or_zero(),
            (c[2] - c[1]).normalize_or_zero(),
        );
        a.angle_to(b) / c[1].distance(c[0]).max(1.0)
    } else {
        0.0
    };
    let step = body.tail_length / pieces as f32;
    let mut at = start.at;
    let mut heading = -start.along;
    let mut spine = vec![(at, start.along.perp())];
    for _ in 0..pieces {
        // Backwards along the path: the turn undone.
        heading = Vec2::from_angle(-turn_per_length * step).rotate(heading);
        at += heading * step;
        spine.push((at, -heading.perp()));
    }
    spine
}

/// Where the tail ends, just outside the first space.
pub fn tail_tip(body: &Body) -> Vec2 {
    if body.centres.len() < 2 {
        return body.centres.first().copied().unwrap_or_default();
    }
    let start = crossings(body)[0];
    tail_spine(body, start, TAIL_PIECES)
        .last()
        .map_or(start.at, |(at, _)| *at)
}

/// How many pieces the tail is drawn in.
const TAIL_PIECES: usize = 8;

/// A square drawn plainly, hidden once a serpent is drawn over it.
#[derive(Component, Debug, Clone, Copy)]
pub struct PlainTile;

/// A snake to draw as a serpent where there is a renderer (a board's room spawns it; the window's
/// plugin meshes it).
#[derive(Component, Debug, Clone)]
pub struct SerpentBody(pub Body);

/// How long the window keeps drawing after a snake is meshed: its material's pipeline is made in
/// the background, and a window asleep (the title screen before any input) would otherwise go on
/// showing the frames without it.
const SHOWING_SECONDS: f32 = 3.0;

/// Each new snake gets its mesh, and the plain squares under it are hidden.
fn mesh_serpents(
    mut commands: Commands,
    bodies: Query<(Entity, &SerpentBody), Without<Mesh2d>>,
    mut plain: Query<&mut Visibility, With<PlainTile>>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<FlatMaterial>>),
    (time, mut wake, mut showing): (Res<Time<Real>>, ResMut<Wake>, Local<Option<Timer>>),
) {
    if let Some(timer) = showing.as_mut() {
        timer.tick(time.delta());
        if timer.is_finished() {
            *showing = None;
        } else {
            wake.every(PROMPT);
        }
    }
    if !bodies.is_empty() {
        *showing = Some(Timer::from_seconds(SHOWING_SECONDS, TimerMode::Once));
        wake.every(PROMPT);
    }
    for (e, body) in &bodies {
        commands.entity(e).insert((
            Mesh2d(meshes.add(serpent_mesh(&body.0))),
            MeshMaterial2d(materials.add(FlatMaterial::default())),
        ));
        for mut v in &mut plain {
            *v = Visibility::Hidden;
        }
    }
}

/// What needs a renderer: meshing the snakes.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, mesh_serpents);
}
