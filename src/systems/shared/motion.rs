//! Pieces in motion on every game screen: tweens that glide a piece to its place (lifted along an arc
//! for a jump), the animation speed from Settings that paces them and the computer's pauses, the queue
//! of Mehen engine events still to show.

use crate::systems::shared::state::GameSet;
use bevy::prelude::*;

/// The height of a hop of 1, in world units (a Mehen space's size).
const HOP: f32 = 56.0;

/// A piece gliding to its slot; `hop` lifts it along an arc (jumps).
#[derive(Component)]
pub struct Tween {
    pub from: Vec3,
    pub to: Vec3,
    pub hop: f32,
    /// A small hop on each leg between waypoints (a walk, space by space).
    pub step_hop: f32,
    pub timer: Timer,
}

/// A tween's waypoints, in order: the piece travels the line through them at an even pace (a walk or
/// a slide follows the serpent's body space by space; a pawn entering comes in by the tail).
#[derive(Component, Debug, Clone, Default)]
pub struct Via(pub Vec<Vec2>);

impl Via {
    /// The point `t` (0 to 1) of the way along the line from `from` through the waypoints to `to`,
    /// measured by length.
    pub fn sample(&self, from: Vec2, to: Vec2, t: f32) -> Vec2 {
        let points: Vec<Vec2> = std::iter::once(from)
            .chain(self.0.iter().copied())
            .chain(std::iter::once(to))
            .collect();
        let total: f32 = points.windows(2).map(|w| w[0].distance(w[1])).sum();
        if total <= f32::EPSILON {
            return to;
        }
        let mut left = t.clamp(0.0, 1.0) * total;
        for w in points.windows(2) {
            let leg = w[0].distance(w[1]);
            if left <= leg && leg > 0.0 {
                return w[0].lerp(w[1], left / leg);
            }
            left -= leg;
        }
        to
    }
}

/// The squares strictly between `from` and `to` along a path, in the order a piece passes them
/// (either way along it).
pub fn between(from: u8, to: u8) -> Vec<u8> {
    if from < to {
        (from + 1..to).collect()
    } else {
        (to + 1..from).rev().collect()
    }
}

/// A piece walking from square `from` to square `to` along a spiral, `at` placing each square:
/// through every square between, a small hop each, a beat longer the farther it goes.
pub fn walk(
    from: Vec3,
    to: Vec3,
    squares: (u8, u8),
    at: impl Fn(u8) -> Vec2,
    seconds: f32,
    speed: &AnimSpeed,
) -> (Tween, Via) {
    let passed = between(squares.0, squares.1);
    let beat = seconds + 0.04 * passed.len() as f32;
    (
        Tween {
            from,
            to,
            hop: 0.0,
            step_hop: 0.1,
            timer: paced(beat.min(seconds * 3.0), speed),
        },
        Via(passed.into_iter().map(at).collect()),
    )
}

/// Animation speed, from Settings: 1 normal, higher is faster; 0 shows everything at once.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct AnimSpeed(pub f32);

impl Default for AnimSpeed {
    fn default() -> Self {
        AnimSpeed(1.0)
    }
}

/// A one-off timer of `seconds` at the animation speed set in Settings: the other games' slides and
/// the computer's pauses follow the same setting as Mehen's animations.
pub fn paced(seconds: f32, speed: &AnimSpeed) -> Timer {
    let s = if speed.0 > 0.0 {
        seconds / speed.0
    } else {
        0.0
    };
    Timer::from_seconds(s.max(0.01), TimerMode::Once)
}

pub fn animate_tweens(
    time: Res<Time>,
    mut commands: Commands,
    mut q: Query<(Entity, &mut Transform, &mut Tween, Option<&Via>)>,
) {
    for (e, mut tf, mut tw, via) in &mut q {
        tw.timer.tick(time.delta());
        let t = EasingCurve::new(0.0_f32, 1.0, EaseFunction::CubicInOut)
            .sample_clamped(tw.timer.fraction());
        let mut p = match via {
            Some(v) => v
                .sample(tw.from.truncate(), tw.to.truncate(), t)
                .extend(tw.from.z.lerp(tw.to.z, t)),
            None => tw.from.lerp(tw.to, t),
        };
        p.y += tw.hop * HOP * (std::f32::consts::PI * t).sin();
        // Steps along the body: a small hop per waypoint passed.
        if tw.step_hop > 0.0 {
            let legs = via.map_or(1.0, |v| v.0.len() as f32 + 1.0);
            p.y += tw.step_hop * HOP * (std::f32::consts::PI * (t * legs).fract()).sin();
        }
        tf.translation = p;
        if tw.timer.is_finished() {
            tf.translation = tw.to - Vec3::Z * 2.0;
            commands.entity(e).remove::<(Tween, Via)>();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AnimSpeed>()
        .add_systems(Update, animate_tweens.in_set(GameSet::Animate));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn between_lists_the_squares_passed_in_order() {
        assert_eq!(between(3, 7), [4, 5, 6]);
        assert_eq!(between(7, 3), [6, 5, 4]);
        assert!(between(5, 6).is_empty());
        assert!(between(5, 5).is_empty());
    }

    #[test]
    fn a_path_is_travelled_at_an_even_pace() {
        // Two legs of 10 and 30: a quarter of the way is the end of the first leg.
        let via = Via(vec![Vec2::new(10.0, 0.0)]);
        let (from, to) = (Vec2::ZERO, Vec2::new(10.0, 30.0));
        assert_eq!(via.sample(from, to, 0.0), from);
        assert_eq!(via.sample(from, to, 0.25), Vec2::new(10.0, 0.0));
        assert_eq!(via.sample(from, to, 0.625), Vec2::new(10.0, 15.0));
        assert_eq!(via.sample(from, to, 1.0), to);
    }
}
