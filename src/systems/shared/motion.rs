//! Pieces in motion on every game screen: tweens that glide a piece to its place (lifted along an arc
//! for a jump), the animation speed from Settings that paces them and the computer's pauses, the queue
//! of Mehen engine events still to show.

use crate::rules::Event;
use crate::systems::shared::state::GameSet;
use bevy::prelude::*;
use std::collections::VecDeque;

/// The height of a hop of 1, in world units (a Mehen space's size).
const HOP: f32 = 56.0;

/// A piece gliding to its slot; `hop` lifts it along an arc (jumps).
#[derive(Component)]
pub struct Tween {
    pub from: Vec3,
    pub to: Vec3,
    pub hop: f32,
    pub timer: Timer,
}

/// A tween's waypoint: the piece passes through it at half time (a pawn entering comes in by the
/// snake's tail, not straight across the table).
#[derive(Component, Debug, Clone, Copy)]
pub struct Via(pub Vec2);

/// Engine events waiting to be shown, and the pause after the one being shown.
#[derive(Resource)]
pub struct AnimQueue {
    pub events: VecDeque<Event>,
    pub wait: Option<Timer>,
    /// Animation speed: 1 normal, higher is faster; 0 shows everything at once.
    pub speed: f32,
    /// The pieces must be matched to the shown position even without events (after an undo).
    pub dirty: bool,
}

impl Default for AnimQueue {
    fn default() -> Self {
        AnimQueue {
            events: VecDeque::new(),
            wait: None,
            speed: 1.0,
            dirty: false,
        }
    }
}

impl AnimQueue {
    pub fn busy(&self) -> bool {
        !self.events.is_empty() || self.wait.is_some()
    }
}

/// A one-off timer of `seconds` at the animation speed set in Settings: the other games' slides and
/// the computer's pauses follow the same setting as Mehen's animations.
pub fn paced(seconds: f32, queue: &AnimQueue) -> Timer {
    let s = if queue.speed > 0.0 {
        seconds / queue.speed
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
            // Two legs, through the waypoint at half time.
            Some(v) if t < 0.5 => tw.from.lerp(v.0.extend(tw.to.z), t * 2.0),
            Some(v) => v.0.extend(tw.to.z).lerp(tw.to, t * 2.0 - 1.0),
            None => tw.from.lerp(tw.to, t),
        };
        p.y += tw.hop * HOP * (std::f32::consts::PI * t).sin();
        tf.translation = p;
        if tw.timer.is_finished() {
            tf.translation = tw.to - Vec3::Z * 2.0;
            commands.entity(e).remove::<(Tween, Via)>();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AnimQueue>()
        .add_systems(Update, animate_tweens.in_set(GameSet::Animate));
}
