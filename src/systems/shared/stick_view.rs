//! Throwing sticks and dice drawn on the table for the games outside the Mehen screen (Senet and the
//! Hyena game throw sticks, family Mehen one die, Bak-Amen two): after each throw they spin for a
//! moment, then lie showing it (sticks flat sides pale and round sides dark, dice their pips). A
//! screen spawns them with [`spawn_sticks`] or [`spawn_dice`] and reports each throw in [`ShownThrow`]
//! or [`ShownDice`].

use crate::systems::shared::art::PieceArt;
use crate::systems::shared::state::AppState;
use bevy::prelude::*;

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

/// The sticks' spin in progress.
#[derive(Resource, Default)]
pub struct Tumble {
    serial: Option<u32>,
    timer: Option<Timer>,
}

impl Tumble {
    /// Still spinning (frames must keep coming until they land)?
    pub fn spinning(&self) -> bool {
        self.timer.is_some()
    }
}

/// One die on the table (its index); its child pips show the face.
#[derive(Component)]
pub struct DieView(pub usize);

/// One of a die's seven pip places (its index in [`PIPS`]).
#[derive(Component)]
pub struct Pip(usize);

/// The pip places on a die face, in units of the pip spacing: the centre, then the corners and the
/// middles of the sides.
const PIPS: [(f32, f32); 7] = [
    (0.0, 0.0),
    (-1.0, 1.0),
    (1.0, -1.0),
    (1.0, 1.0),
    (-1.0, -1.0),
    (-1.0, 0.0),
    (1.0, 0.0),
];

/// Which pip places a face shows.
fn pips_of(face: usize) -> &'static [usize] {
    match face {
        1 => &[0],
        2 => &[1, 2],
        3 => &[0, 1, 2],
        4 => &[1, 2, 3, 4],
        5 => &[0, 1, 2, 3, 4],
        6 => &[1, 2, 3, 4, 5, 6],
        _ => &[],
    }
}

/// The dice to show, and a count that changes with every throw.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct ShownDice {
    pub faces: Vec<u8>,
    pub serial: u32,
}

/// How the throw's dice are being used (Bak-Amen's): a double is played four times, so two spare
/// dice lie beside the two thrown, showing the same face; the dice the play being entered has used
/// (by index, spares last) lie faded, the others bright.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct DiceUse {
    pub doubled: bool,
    pub spent: Vec<bool>,
}

/// A die shown only for a double ([`DiceUse::doubled`]).
#[derive(Component)]
pub struct SpareDie;

/// The dice's spin in progress.
#[derive(Resource, Default)]
pub struct DiceTumble {
    serial: Option<u32>,
    timer: Option<Timer>,
}

impl DiceTumble {
    /// Still spinning (frames must keep coming until they land)?
    pub fn spinning(&self) -> bool {
        self.timer.is_some()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ShownThrow>()
        .init_resource::<Tumble>()
        .init_resource::<ShownDice>()
        .init_resource::<DiceTumble>()
        .init_resource::<DiceUse>()
        .add_systems(Update, (tumble, (tumble_dice, show_dice_use).chain()));
}

/// Puts `count` dice side by side from `at`, and after them `spares` dice shown for a double,
/// scoped to `state`; a fresh screen shows no throw yet.
pub fn spawn_dice(
    commands: &mut Commands,
    art: &PieceArt,
    (count, spares): (usize, usize),
    at: Vec2,
    state: AppState,
) {
    commands.insert_resource(ShownDice::default());
    commands.insert_resource(DiceUse::default());
    for i in 0..count + spares {
        let mut die = commands.spawn((
            art.die_body(66.0),
            Transform::from_translation(die_at(at, i, usize::MAX)),
            DieView(i),
            DespawnOnExit(state),
        ));
        if i >= count {
            die.insert((SpareDie, Visibility::Hidden));
        }
        die.with_children(|c| {
            for (k, (x, y)) in PIPS.into_iter().enumerate() {
                c.spawn((
                    art.pip(12.0),
                    Transform::from_xyz(x * 17.0, y * 17.0, 1.0),
                    Visibility::Hidden,
                    Pip(k),
                ));
            }
        });
    }
}

/// The dice spin for a moment after each throw, showing random faces, then land on the throw.
fn tumble_dice(
    time: Res<Time>,
    shown: Res<ShownDice>,
    mut state: ResMut<DiceTumble>,
    mut dice: Query<(&DieView, &mut Transform, &Children)>,
    mut pips: Query<(&Pip, &mut Visibility)>,
    fresh: Query<(), Added<DieView>>,
) {
    // A new screen's dice show nothing yet: its first throw lands on them even when it has the
    // count of the last screen's.
    if !fresh.is_empty() {
        *state = DiceTumble::default();
    }
    if shown.faces.is_empty() {
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
    for (die, mut tf, children) in &mut dice {
        let i = die.0;
        tf.rotation = Quat::from_rotation_z(if spinning { t * 14.0 + i as f32 } else { 0.0 });
        let face = if spinning {
            ((t * 23.0) as usize + i * 3) % 6 + 1
        } else {
            // A spare die shows the double's face.
            shown.faces[i % shown.faces.len()].into()
        };
        let shown = pips_of(face);
        for c in children {
            if let Ok((pip, mut visible)) = pips.get_mut(*c) {
                visible.set_if_neq(if shown.contains(&pip.0) {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
            }
        }
    }
    if !spinning {
        state.timer = None;
    }
}

/// The spare dice lie only for a double; a die used by the play being entered lies faded (bright
/// again while the dice spin).
fn show_dice_use(
    used: Res<DiceUse>,
    tumble: Res<DiceTumble>,
    mut spares: Query<&mut Visibility, (With<SpareDie>, Without<Pip>)>,
    mut dice: Query<(&DieView, &mut Sprite, &Children), Without<Pip>>,
    mut pips: Query<&mut Sprite, With<Pip>>,
) {
    let shown = if used.doubled {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut visible in &mut spares {
        visible.set_if_neq(shown);
    }
    for (die, mut body, children) in &mut dice {
        let faded = !tumble.spinning() && used.spent.get(die.0).copied().unwrap_or(false);
        let alpha = if faded { 0.35 } else { 1.0 };
        if body.color.alpha() == alpha {
            continue;
        }
        body.color.set_alpha(alpha);
        for c in children {
            if let Ok(mut pip) = pips.get_mut(*c) {
                pip.color.set_alpha(alpha);
            }
        }
    }
}

/// Lays `count` sticks side by side from `at`, scoped to `state`; a fresh screen shows no throw yet.
pub fn spawn_sticks(
    commands: &mut Commands,
    art: &PieceArt,
    count: usize,
    at: Vec2,
    state: AppState,
) {
    commands.insert_resource(ShownThrow::default());
    for i in 0..count {
        commands.spawn((
            art.stick(Vec2::new(17.0, 112.0)),
            Transform::from_translation(stick_at(at, i)),
            StickView(i),
            DespawnOnExit(state),
        ));
    }
}

/// Where stick `i` of a row laid from `at` lies, and die `i`.
fn stick_at(at: Vec2, i: usize) -> Vec3 {
    (at + Vec2::new(i as f32 * 56.0, 0.0)).extend(3.0)
}

fn die_at(at: Vec2, i: usize, per_row: usize) -> Vec3 {
    let (column, row) = (i % per_row, i / per_row);
    (at + Vec2::new(column as f32 * 84.0, row as f32 * -84.0)).extend(3.0)
}

/// The sticks and dice on a screen's table, to lay out again.
pub type ThrowViews<'w, 's> = Query<
    'w,
    's,
    (
        Option<&'static StickView>,
        Option<&'static DieView>,
        &'static mut Transform,
    ),
    Or<(With<StickView>, With<DieView>)>,
>;

/// Lays the screen's sticks or dice in a row from `at` again (its table laid out anew), keeping
/// the throw they show.
pub fn lay_throw(at: Vec2, views: &mut ThrowViews) {
    lay_throw_in_rows(at, usize::MAX, views);
}

/// As [`lay_throw`], with at most `per_row` dice in a row (the next ones under them).
pub fn lay_throw_in_rows(at: Vec2, per_row: usize, views: &mut ThrowViews) {
    for (stick, die, mut tf) in views.iter_mut() {
        match (stick, die) {
            (Some(stick), _) => tf.translation = stick_at(at, stick.0),
            (None, Some(die)) => tf.translation = die_at(at, die.0, per_row),
            (None, None) => {}
        }
    }
}

fn tumble(
    time: Res<Time>,
    shown: Res<ShownThrow>,
    mut state: ResMut<Tumble>,
    mut sticks: Query<(&StickView, &mut Sprite, &mut Transform)>,
    art: Res<PieceArt>,
    fresh: Query<(), Added<StickView>>,
) {
    // As with the dice: a new screen's sticks take its first throw whatever its count.
    if !fresh.is_empty() {
        *state = Tumble::default();
    }
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
        art.show_stick_face(&mut sprite, pale);
    }
    if !spinning {
        state.timer = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::time::TimeUpdateStrategy;
    use std::time::Duration;

    fn die(app: &mut App) -> Entity {
        let pips: Vec<Entity> = (0..PIPS.len())
            .map(|k| app.world_mut().spawn((Pip(k), Visibility::Hidden)).id())
            .collect();
        let die = app
            .world_mut()
            .spawn((DieView(0), Transform::default()))
            .id();
        app.world_mut().entity_mut(die).add_children(&pips);
        die
    }

    /// The dice's systems on a clock that moves 50 ms a frame.
    fn dice_app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                50,
            )))
            .init_resource::<ShownDice>()
            .init_resource::<DiceTumble>()
            .init_resource::<DiceUse>()
            .add_systems(Update, (tumble_dice, show_dice_use).chain());
        app
    }

    fn pips_shown(app: &mut App) -> usize {
        let mut q = app.world_mut().query::<(&Pip, &Visibility)>();
        q.iter(app.world())
            .filter(|(_, v)| **v != Visibility::Hidden)
            .count()
    }

    /// A game threw once and its screen closed; the next screen's first throw has the same count and
    /// must still land on its new dice (it did not: they stayed blank).
    #[test]
    fn a_new_screens_dice_land_on_its_first_throw() {
        let mut app = dice_app();
        let first = die(&mut app);
        app.insert_resource(ShownDice {
            faces: vec![6],
            serial: 1,
        });
        for _ in 0..40 {
            app.update();
        }
        assert_eq!(pips_shown(&mut app), 6);
        app.world_mut().entity_mut(first).despawn();
        app.insert_resource(ShownDice::default());
        die(&mut app);
        app.update();
        app.insert_resource(ShownDice {
            faces: vec![4],
            serial: 1,
        });
        for _ in 0..40 {
            app.update();
        }
        assert_eq!(pips_shown(&mut app), 4);
    }

    /// A double shows four dice, the spares with the double's face; a throw after it, two again.
    #[test]
    fn a_double_lies_as_four_dice_and_faded_as_its_moves_are_entered() {
        let mut app = dice_app();
        let spare = die(&mut app);
        app.world_mut().entity_mut(spare).insert((
            DieView(3),
            SpareDie,
            Visibility::Hidden,
            Sprite::default(),
        ));
        app.insert_resource(ShownDice {
            faces: vec![5, 5],
            serial: 1,
        });
        app.insert_resource(DiceUse {
            doubled: true,
            spent: vec![true, true, true, false],
        });
        for _ in 0..40 {
            app.update();
        }
        let world = app.world();
        assert_eq!(world.get::<Visibility>(spare), Some(&Visibility::Inherited));
        assert_eq!(pips_shown(&mut app), 5, "the spare shows the double's face");
        let alpha = |app: &App| app.world().get::<Sprite>(spare).unwrap().color.alpha();
        assert_eq!(alpha(&app), 1.0, "the fourth move is still to play");
        app.insert_resource(DiceUse {
            doubled: true,
            spent: vec![true; 4],
        });
        app.update();
        assert!(alpha(&app) < 0.5, "its move entered, it fades");
        app.insert_resource(DiceUse::default());
        app.update();
        assert_eq!(
            app.world().get::<Visibility>(spare),
            Some(&Visibility::Hidden)
        );
    }
}
