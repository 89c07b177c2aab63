//! The four throwing sticks: they spin and land showing the flat or round side of each stick in the
//! throw the engine was handed.

use crate::systems::mehen::table::ThrowTally;
use crate::systems::shared::art::PieceArt;
use crate::systems::shared::board_layout::{BoardLayout, UNIT};
use crate::systems::shared::state::{AppState, GameSet};
use bevy::prelude::*;

#[derive(Component)]
pub struct Stick(pub usize);

#[derive(Component)]
pub struct Spin {
    pub from: Vec3,
    pub to: Vec3,
    pub turns: f32,
    pub timer: Timer,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Mehen), spawn_sticks)
        .add_systems(
            Update,
            (
                throw_sticks.in_set(GameSet::Mirror),
                spin.in_set(GameSet::Animate),
                follow_the_trays,
            )
                .run_if(in_state(AppState::Mehen)),
        );
}

fn rest_position(layout: &BoardLayout, i: usize) -> Vec3 {
    (layout.sticks + Vec2::new((i as f32 - 1.5) * UNIT * 0.55, 0.0)).extend(7.0)
}

fn spawn_sticks(mut commands: Commands, layout: Option<Res<BoardLayout>>, art: Res<PieceArt>) {
    let Some(layout) = layout else { return };
    for i in 0..4 {
        commands.spawn((
            art.stick(Vec2::new(UNIT * 0.26, UNIT * 1.6)),
            Transform::from_translation(rest_position(&layout, i)),
            Stick(i),
            DespawnOnExit(AppState::Mehen),
        ));
    }
}

/// The sticks at rest move with the trays when they are arranged anew (a phone turned over).
fn follow_the_trays(
    layout: Res<BoardLayout>,
    mut sticks: Query<(&Stick, &mut Transform), Without<Spin>>,
) {
    if !layout.is_changed() {
        return;
    }
    for (stick, mut at) in &mut sticks {
        let rest = rest_position(&layout, stick.0);
        at.translation.x = rest.x;
        at.translation.y = rest.y;
    }
}

fn throw_sticks(
    mut commands: Commands,
    tally: Res<ThrowTally>,
    layout: Res<BoardLayout>,
    mut seen: Local<u32>,
    sticks: Query<(Entity, &Stick)>,
) {
    if tally.serial == *seen {
        return;
    }
    *seen = tally.serial;
    for (e, stick) in &sticks {
        let rest = rest_position(&layout, stick.0);
        commands.entity(e).insert(Spin {
            from: rest + Vec3::new(0.0, -UNIT * 1.2, 0.0),
            to: rest + Vec3::new((stick.0 as f32 * 0.37).sin() * UNIT * 0.2, 0.0, 0.0),
            turns: 1.5 + stick.0 as f32 * 0.35,
            timer: Timer::from_seconds(0.8, TimerMode::Once),
        });
    }
}

fn spin(
    time: Res<Time>,
    mut commands: Commands,
    tally: Res<ThrowTally>,
    mut sticks: Query<(Entity, &Stick, &mut Transform, &mut Sprite, &mut Spin)>,
    art: Res<PieceArt>,
) {
    let flats = tally.last_throw.map(|t| t.0).unwrap_or_default();
    for (e, stick, mut tf, mut sprite, mut s) in &mut sticks {
        s.timer.tick(time.delta());
        let t = EasingCurve::new(0.0_f32, 1.0, EaseFunction::CubicOut)
            .sample_clamped(s.timer.fraction());
        tf.translation = s.from.lerp(s.to, t);
        tf.translation.y += (std::f32::consts::PI * t).sin() * UNIT * 1.4;
        tf.rotation = Quat::from_rotation_z(t * s.turns * std::f32::consts::TAU);
        // While in the air the sticks flicker between faces; they land on the thrown ones.
        let flat = if s.timer.is_finished() {
            flats[stick.0]
        } else {
            ((t * 9.0 + stick.0 as f32) as u32).is_multiple_of(2)
        };
        art.show_stick_face(&mut sprite, flat);
        if s.timer.is_finished() {
            commands.entity(e).remove::<Spin>();
        }
    }
}
