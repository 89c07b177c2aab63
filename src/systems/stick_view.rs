//! Throwing sticks drawn on the table for the games that throw sticks outside the Mehen screen (Senet,
//! the Hyena game): after each throw they spin for a moment, then lie showing it, flat sides pale and
//! round sides dark. A screen spawns them with [`spawn_sticks`] and reports each throw in
//! [`ShownThrow`].

use super::state::AppState;
use bevy::prelude::*;

const STICK_FLAT: Color = Color::srgb(0.96, 0.90, 0.74);
const STICK_ROUND: Color = Color::srgb(0.40, 0.24, 0.12);
const SPIN: f32 = 0.5;

/// One stick on the table (its index).
#[derive(Component)]
pub struct StickView(pub usize);

/// The throw to show: which sticks landed flat side up, and a count that changes with every throw (so
/// two equal throws in a row still spin).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct ShownThrow {
    pub flat: Vec<bool>,
    pub serial: u32,
}

#[derive(Resource, Default)]
struct Tumble {
    serial: Option<u32>,
    timer: Option<Timer>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShownThrow>()
        .init_resource::<Tumble>()
        .add_systems(Update, tumble);
}

/// Lays `count` sticks side by side from `at`, scoped to `state`; a fresh screen shows no throw yet.
pub fn spawn_sticks(commands: &mut Commands, count: usize, at: Vec2, state: AppState) {
    commands.insert_resource(ShownThrow::default());
    for i in 0..count {
        commands.spawn((
            Sprite::from_color(STICK_ROUND, Vec2::new(16.0, 110.0)),
            Transform::from_translation((at + Vec2::new(i as f32 * 56.0, 0.0)).extend(3.0)),
            StickView(i),
            DespawnOnExit(state),
        ));
    }
}

fn tumble(
    time: Res<Time>,
    shown: Res<ShownThrow>,
    mut state: ResMut<Tumble>,
    mut sticks: Query<(&StickView, &mut Sprite, &mut Transform)>,
) {
    if shown.flat.is_empty() {
        return;
    }
    if state.serial != Some(shown.serial) {
        state.serial = Some(shown.serial);
        state.timer = Some(Timer::from_seconds(SPIN, TimerMode::Once));
    }
    let Some(timer) = state.timer.as_mut() else {
        return;
    };
    timer.tick(time.delta());
    let spinning = !timer.is_finished();
    let t = timer.elapsed_secs();
    let middle = (shown.flat.len() as f32 - 1.0) / 2.0;
    for (stick, mut sprite, mut tf) in &mut sticks {
        let i = stick.0;
        let (angle, pale) = if spinning {
            let a = (t * 18.0 + i as f32 * 1.7).sin() * 0.45;
            (a, (t * 20.0 + i as f32) as i32 % 2 == 0)
        } else {
            (
                (i as f32 - middle) * 0.12,
                shown.flat.get(i).copied().unwrap_or(false),
            )
        };
        tf.rotation = Quat::from_rotation_z(angle);
        sprite.color = if pale { STICK_FLAT } else { STICK_ROUND };
    }
    if !spinning {
        state.timer = None;
    }
}
