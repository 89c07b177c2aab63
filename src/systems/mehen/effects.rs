//! Brief lights on the Mehen board that make an event readable: a red glow where a pawn is devoured,
//! a golden one where a pawn rises to the Barque, and the stir's ripple running along the serpent
//! from the tail to the head.

use crate::systems::shared::art::PieceArt;
use crate::systems::shared::board_layout::{BoardLayout, UNIT};
use crate::systems::shared::state::{AppState, GameSet};
use bevy::prelude::*;

/// A glow that waits `delay`, then swells and fades over `timer`.
#[derive(Component)]
pub struct Flash {
    pub delay: Timer,
    pub timer: Timer,
    pub peak: f32,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        fade_flashes
            .in_set(GameSet::Animate)
            .run_if(in_state(AppState::Mehen)),
    );
}

/// Lights a glow of `colour` and `size` at `at`, after `delay` seconds, for `seconds`.
pub fn glow(
    commands: &mut Commands,
    art: &PieceArt,
    at: Vec2,
    colour: Color,
    size: f32,
    delay: f32,
    seconds: f32,
) {
    let mut sprite = PieceArt::figure(art.glow.as_ref(), colour, Vec2::splat(size));
    sprite.color = colour.with_alpha(0.0);
    commands.spawn((
        sprite,
        // Over the board, under the pieces.
        Transform::from_translation(at.extend(4.5)),
        Flash {
            delay: Timer::from_seconds(delay.max(0.0), TimerMode::Once),
            timer: Timer::from_seconds(seconds.max(0.01), TimerMode::Once),
            peak: colour.alpha(),
        },
        DespawnOnExit(AppState::Mehen),
    ));
}

/// The stir: a light runs along the body from the tail to the head over `seconds`.
pub fn stir_ripple(commands: &mut Commands, art: &PieceArt, layout: &BoardLayout, seconds: f32) {
    let spaces = &layout.spaces[1..];
    let n = spaces.len().max(1) as f32;
    let light = Color::srgba(1.0, 0.93, 0.55, 0.85);
    for (k, at) in spaces.iter().enumerate() {
        let delay = seconds * 0.75 * k as f32 / n;
        glow(commands, art, *at, light, UNIT * 1.2, delay, seconds * 0.3);
    }
    let head = layout.head.at;
    glow(
        commands,
        art,
        head,
        light,
        UNIT * 2.4,
        seconds * 0.75,
        seconds * 0.3,
    );
}

fn fade_flashes(
    time: Res<Time>,
    mut commands: Commands,
    mut q: Query<(Entity, &mut Sprite, &mut Flash)>,
) {
    for (e, mut sprite, mut flash) in &mut q {
        if !flash.delay.is_finished() {
            flash.delay.tick(time.delta());
            continue;
        }
        flash.timer.tick(time.delta());
        let swell = (std::f32::consts::PI * flash.timer.fraction()).sin();
        let alpha = flash.peak * swell;
        sprite.color.set_alpha(alpha);
        if flash.timer.is_finished() {
            commands.entity(e).despawn();
        }
    }
}
