//! Piece entities mirror the engine: each pawn and lion is an entity with a [`Slot`]. The engine's
//! events are played one at a time, each moving the entity it names to its new slot with a tween; when
//! the queue is empty the entities are reconciled with the engine's position, so they always end up
//! matching it exactly.

use crate::rules::mehen::position::Cell;
use crate::rules::mehen::{Event, FirstLion, Position, Seat};
use crate::systems::mehen::effects::{glow, stir_ripple};
use crate::systems::mehen::sitting::{MehenScreen, Screen};
use crate::systems::shared::art::{Emblem, PieceArt, PieceBody};
use crate::systems::shared::board_layout::{BoardLayout, Slot, UNIT};
pub use crate::systems::shared::motion::{AnimSpeed, Tween, Via, animate_tweens, between, paced};
use crate::systems::shared::state::{AppState, GameSet, TurnPhase};
use bevy::prelude::*;
use std::collections::VecDeque;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceKind {
    Pawn(Seat),
    Lion,
}

/// The piece currently making a move (several pieces may pass over one space).
#[derive(Component)]
pub struct Moving;

/// Mehen's engine events waiting to be shown, and the pause after the one being shown.
#[derive(Resource, Default)]
pub struct EventQueue {
    pub events: VecDeque<Event>,
    pub wait: Option<Timer>,
    /// The pieces must be matched to the shown position even without events (after an undo).
    pub dirty: bool,
}

impl EventQueue {
    pub fn busy(&self) -> bool {
        !self.events.is_empty() || self.wait.is_some()
    }
}

/// An engine event as it is shown (for sound, and anything else that follows the animation).
#[derive(Message, Debug, Clone)]
pub struct Shown(pub Event);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Shown>()
        .init_resource::<EventQueue>()
        .add_systems(OnEnter(AppState::Mehen), reconcile_system)
        .add_systems(
            Update,
            (play_events
                .in_set(GameSet::Mirror)
                .run_if(in_state(TurnPhase::Animate).or_else(in_state(TurnPhase::Move))),)
                .run_if(in_state(AppState::Mehen)),
        );
}

/// Every piece's slot in a position.
pub fn slots_of(pos: &Position) -> Vec<(PieceKind, Slot)> {
    let mut out = Vec::new();
    for i in 0..pos.players {
        let seat = Seat(i);
        let pawn = PieceKind::Pawn(seat);
        for k in 0..pos.tail[seat.index()] {
            out.push((pawn, Slot::Tail(seat, k)));
        }
        for k in 0..pos.head_pawns[seat.index()] {
            out.push((pawn, Slot::HeadPawn(seat, k)));
        }
        for k in 0..pos.enlightened[seat.index()] {
            out.push((pawn, Slot::Barque(seat, k)));
        }
        for k in 0..pos.devoured[seat.index()] {
            out.push((pawn, Slot::Devoured(seat, k)));
        }
    }
    for s in 1..pos.head {
        match pos.cell(s) {
            Cell::Pawn(seat) => out.push((PieceKind::Pawn(seat), Slot::Space(s))),
            Cell::Lion => out.push((PieceKind::Lion, Slot::Space(s))),
            Cell::Empty => {}
        }
    }
    for k in 0..pos.head_lions {
        out.push((PieceKind::Lion, Slot::HeadLion(k)));
    }
    for k in 0..pos.lion_reserve {
        out.push((PieceKind::Lion, Slot::LionReserve(k)));
    }
    if matches!(pos.first_lion, FirstLion::Barque | FirstLion::Indent) {
        out.push((PieceKind::Lion, Slot::LionStage(pos.first_lion)));
    }
    out
}

fn reconcile_system(
    mut commands: Commands,
    screen: Option<MehenScreen>,
    layout: Option<Res<BoardLayout>>,
    art: Res<PieceArt>,
    pieces: Query<(Entity, &PieceKind, &Slot)>,
) {
    let table = screen.as_ref().map(|s| s.view());
    if let (Some(table), Some(layout)) = (table, layout) {
        let existing = pieces.iter().map(|(e, k, s)| (e, *k, *s)).collect();
        reconcile(&mut commands, &table, &layout, &art, existing);
    }
}

/// Makes the piece entities match the engine's position: keeps those already right, moves a piece of
/// the same kind from a slot no longer held to each slot newly held (so a piece keeps its entity from
/// the tail to the Barque, whatever the jump), despawns what is left over and spawns what is missing.
pub fn reconcile(
    commands: &mut Commands,
    table: &Screen<'_>,
    layout: &BoardLayout,
    art: &PieceArt,
    existing: Vec<(Entity, PieceKind, Slot)>,
) {
    let mut wanted = slots_of(&table.draft.shown_position(table.game()));
    let mut spare = Vec::new();
    for (e, kind, slot) in existing {
        if let Some(i) = wanted.iter().position(|w| *w == (kind, slot)) {
            wanted.swap_remove(i);
            commands.entity(e).remove::<Moving>();
        } else {
            spare.push((e, kind));
        }
    }
    for (kind, slot) in wanted {
        match spare.iter().position(|(_, k)| *k == kind) {
            Some(i) => {
                let (e, _) = spare.swap_remove(i);
                commands
                    .entity(e)
                    .remove::<(Moving, Tween)>()
                    .insert((slot, Transform::from_translation(layout.slot(slot))));
            }
            None => spawn_piece(commands, table, layout, art, kind, slot),
        }
    }
    for (e, _) in spare {
        commands.entity(e).despawn();
    }
}

fn spawn_piece(
    commands: &mut Commands,
    table: &Screen<'_>,
    layout: &BoardLayout,
    art: &PieceArt,
    kind: PieceKind,
    slot: Slot,
) {
    let at = layout.slot(slot);
    let marks = (
        Transform::from_translation(at),
        kind,
        slot,
        // Captions and the hovered space's badge stand clear of it.
        crate::systems::shared::placement::Obstacle(Vec2::splat(UNIT * 0.7)),
        DespawnOnExit(AppState::Mehen),
    );
    let mut e = match kind {
        PieceKind::Pawn(seat) => {
            let shape = PieceBody::Token(seat.index());
            let size = Vec2::splat(UNIT * 0.7);
            let look = art.piece(
                shape,
                Some(Emblem::Seat(seat.index())),
                table.seat_colour(seat),
                size,
            );
            commands.spawn((look, marks))
        }
        PieceKind::Lion => {
            let fallback = Color::srgb(0.86, 0.62, 0.20);
            let size = Vec2::splat(UNIT * 0.8);
            commands.spawn((PieceArt::figure(art.lion.as_ref(), fallback, size), marks))
        }
    };
    // A piece the person to move can move lifts under the pointer.
    e.observe(
        |over: On<Pointer<Over>>,
         mut pieces: Query<(&mut Transform, &PieceKind, &Slot)>,
         screen: MehenScreen| {
            let table = screen.view();
            if let Ok((mut tf, kind, slot)) = pieces.get_mut(over.entity)
                && !table.computer_to_move()
                && can_move(&table, *kind, *slot)
            {
                tf.scale = Vec3::splat(LIFT);
            }
        },
    );
    e.observe(
        |out: On<Pointer<Out>>, mut pieces: Query<&mut Transform, With<PieceKind>>| {
            if let Ok(mut tf) = pieces.get_mut(out.entity) {
                tf.scale = Vec3::ONE;
            }
        },
    );
}

/// How much a movable piece grows under the pointer.
const LIFT: f32 = 1.25;

/// Can the person to move move this piece now (as the rings say)?
pub fn can_move(table: &Screen<'_>, kind: PieceKind, slot: Slot) -> bool {
    // A computer's turn is watched, not played: nothing lifts for the pointer.
    if table.computer_to_move() {
        return false;
    }
    let from = match slot {
        Slot::Space(s) => Some(s),
        Slot::Tail(seat, _) if table.game().to_move() == Some(seat) => None,
        _ => return false,
    };
    let lion = kind == PieceKind::Lion;
    table
        .draft
        .next_moves()
        .iter()
        .any(|m| m.from() == from && m.is_lion() == lion)
}

/// How long an event takes to show, in seconds at speed 1: a walk takes a beat a space, a slide and a
/// lion's run along the body a little longer the farther they go.
fn duration(e: &Event) -> f32 {
    let spaces = |from: u8, to: u8| f32::from(from.abs_diff(to));
    match *e {
        Event::Thrown { .. } => 0.9,
        // The ripple runs from the tail to the head before the pawns are pulled.
        Event::StirStarted { .. } => 1.0,
        Event::LionStaged { .. } | Event::LionToHead => 0.45,
        Event::Enlightened { .. } => 0.7,
        Event::Pulled { from, to, .. } => (0.1 + 0.04 * spaces(from, to)).min(0.5),
        Event::Devoured { .. } => 0.5,
        // An entering pawn comes round by the tail: two legs.
        Event::Entered { .. } => 0.3,
        Event::Stepped { .. } => 0.14,
        Event::Slid { from, to, .. } => (0.2 + 0.05 * spaces(from, to)).min(0.6),
        Event::Jumped { .. } => 0.4,
        Event::BonusToHead { .. } => 0.5,
        Event::LionMoved { jump: true, .. } => 0.4,
        Event::LionMoved { from, to, .. } => (0.2 + 0.08 * spaces(from, to.unwrap_or(0))).min(0.8),
        Event::Passed { .. } | Event::TurnEnded { .. } | Event::GameOver { .. } => 0.0,
    }
}

type PieceQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static PieceKind,
        &'static mut Slot,
        &'static Transform,
        Has<Moving>,
    ),
>;

/// The entity of `kind` on `slot`, preferring the piece already moving.
fn find(pieces: &PieceQuery, kind: PieceKind, slot: Slot) -> Option<Entity> {
    let mut found = None;
    for (e, k, s, _, moving) in pieces.iter() {
        if *k == kind && *s == slot {
            if moving {
                return Some(e);
            }
            found.get_or_insert(e);
        }
    }
    found
}

/// The highest-numbered slot a filter matches (the last pawn at the tail, the last head lion...).
fn last_of(pieces: &PieceQuery, kind: PieceKind, f: impl Fn(Slot) -> Option<u8>) -> Option<Entity> {
    pieces
        .iter()
        .filter(|(_, k, ..)| **k == kind)
        .filter_map(|(e, _, s, ..)| f(*s).map(|i| (i, e)))
        .max_by_key(|(i, _)| *i)
        .map(|(_, e)| e)
}

fn count(pieces: &PieceQuery, f: impl Fn(Slot) -> bool) -> u8 {
    pieces.iter().filter(|(_, _, s, ..)| f(**s)).count() as u8
}

/// How a piece travels to its new slot.
#[derive(Default)]
struct Travel {
    seconds: f32,
    /// The height of one arc over the whole way (a jump).
    hop: f32,
    /// A small hop per space (a walk).
    step_hop: f32,
    /// Points passed on the way (the serpent's spaces, the tail).
    via: Vec<Vec2>,
}

impl Travel {
    fn arc(seconds: f32, hop: f32) -> Travel {
        Travel {
            seconds,
            hop,
            ..default()
        }
    }

    /// Along the body through the spaces strictly between `from` and `to` (either way along it).
    fn along(seconds: f32, layout: &BoardLayout, from: u8, to: u8) -> Travel {
        Travel {
            seconds,
            via: between(from, to)
                .into_iter()
                .filter_map(|s| layout.spaces.get(usize::from(s)).copied())
                .collect(),
            ..default()
        }
    }
}

/// Moves entity `e` to `slot` with a tween (and marks it as the moving piece).
fn send(
    commands: &mut Commands,
    pieces: &mut PieceQuery,
    layout: &BoardLayout,
    e: Entity,
    slot: Slot,
    travel: Travel,
) {
    if let Ok((_, _, mut s, tf, _)) = pieces.get_mut(e) {
        *s = slot;
        let mut to = layout.slot(slot);
        to.z += 2.0;
        let mut piece = commands.entity(e);
        piece.insert((
            Tween {
                from: tf.translation,
                to,
                hop: travel.hop,
                step_hop: travel.step_hop,
                timer: Timer::from_seconds(travel.seconds.max(0.01), TimerMode::Once),
            },
            Moving,
        ));
        if travel.via.is_empty() {
            piece.remove::<Via>();
        } else {
            piece.insert(Via(travel.via));
        }
    }
}

fn play_events(
    mut commands: Commands,
    time: Res<Time>,
    mut queue: ResMut<EventQueue>,
    speed: Res<AnimSpeed>,
    screen: MehenScreen,
    layout: Res<BoardLayout>,
    art: Res<PieceArt>,
    mut pieces: PieceQuery,
    mut next: ResMut<NextState<TurnPhase>>,
    mut shown: MessageWriter<Shown>,
    phase: Res<State<TurnPhase>>,
) {
    let table = screen.view();
    // While a move is being composed, only previews (and undos) need showing.
    if *phase.get() == TurnPhase::Move && !queue.busy() && !queue.dirty {
        return;
    }
    if let Some(wait) = &mut queue.wait {
        wait.tick(time.delta());
        if !wait.is_finished() {
            return;
        }
        queue.wait = None;
    }
    let speed = speed.0;
    while let Some(event) = queue.events.pop_front() {
        let seconds = if speed > 0.0 {
            duration(&event) / speed
        } else {
            0.0
        };
        show_event(
            &mut commands,
            &mut pieces,
            (&layout, &art),
            &table,
            &event,
            seconds,
        );
        shown.write(Shown(event));
        if seconds > 0.0 {
            queue.wait = Some(Timer::from_seconds(seconds, TimerMode::Once));
            return;
        }
    }
    // Everything shown: match the engine exactly, then hand over to the next phase.
    let existing = pieces.iter().map(|(e, k, s, ..)| (e, *k, *s)).collect();
    reconcile(&mut commands, &table, &layout, &art, existing);
    queue.dirty = false;
    let target = if table.is_over() {
        TurnPhase::Over
    } else if table.draft.legal.is_empty() {
        TurnPhase::Throw
    } else {
        TurnPhase::Move
    };
    // Staying in Move (a preview shown) must not re-enter it: entering announces "no legal move".
    if *phase.get() != target {
        next.set(target);
    }
}

fn show_event(
    commands: &mut Commands,
    pieces: &mut PieceQuery,
    (layout, art): (&BoardLayout, &PieceArt),
    table: &Screen<'_>,
    e: &Event,
    seconds: f32,
) {
    let head = table.game().board().head;
    match *e {
        Event::LionStaged { stage } => show_lion_staged(commands, pieces, layout, stage, seconds),
        Event::Enlightened { seat } => {
            show_enlightened(commands, pieces, (layout, art), seat, seconds)
        }
        Event::LionToHead => {
            let lion = last_of(pieces, PieceKind::Lion, |s| match s {
                Slot::LionReserve(k) => Some(k),
                _ => None,
            });
            let n = count(pieces, |x| matches!(x, Slot::HeadLion(_)));
            if let Some(l) = lion {
                send(
                    commands,
                    pieces,
                    layout,
                    l,
                    Slot::HeadLion(n),
                    Travel::arc(seconds, 0.4),
                );
            }
        }
        Event::Pulled { seat, from, to } => {
            if let Some(p) = find(pieces, PieceKind::Pawn(seat), Slot::Space(from)) {
                let travel = Travel::along(seconds, layout, from, to);
                send(commands, pieces, layout, p, Slot::Space(to), travel);
            }
        }
        Event::Devoured { seat, at, .. } => {
            if let Some(p) = find(pieces, PieceKind::Pawn(seat), Slot::Space(at)) {
                let n = count(pieces, |x| matches!(x, Slot::Devoured(t, _) if t == seat));
                let red = Color::srgba(0.9, 0.12, 0.05, 0.9);
                let at = layout.slot(Slot::Space(at)).truncate();
                glow(commands, art, at, red, UNIT * 1.5, 0.0, seconds.max(0.3));
                let slot = Slot::Devoured(seat, n);
                send(commands, pieces, layout, p, slot, Travel::arc(seconds, 0.2));
            }
        }
        Event::Entered { seat, to } => {
            let pawn = last_of(pieces, PieceKind::Pawn(seat), |s| match s {
                Slot::Tail(t, k) if t == seat => Some(k),
                _ => None,
            });
            clear_moving(commands, pieces);
            if let Some(p) = pawn {
                let slot = board_slot(head, to, seat, pieces);
                let travel = Travel {
                    seconds,
                    via: vec![layout.tail],
                    ..default()
                };
                send(commands, pieces, layout, p, slot, travel);
            }
        }
        Event::Stepped { seat, from, to }
        | Event::Slid { seat, from, to }
        | Event::Jumped { seat, from, to } => {
            show_pawn_move(commands, pieces, layout, head, e, (seat, from, to), seconds)
        }
        Event::LionMoved { from, to, jump, .. } => {
            show_lion_moved(commands, pieces, layout, head, (from, to, jump), seconds)
        }
        Event::BonusToHead { seat, from } => {
            if let Some(p) = find(pieces, PieceKind::Pawn(seat), Slot::Space(from)) {
                let slot = board_slot(head, head, seat, pieces);
                send(commands, pieces, layout, p, slot, Travel::arc(seconds, 1.0));
            }
        }
        Event::StirStarted { .. } => {
            clear_moving(commands, pieces);
            stir_ripple(commands, art, layout, seconds);
        }
        Event::Thrown { .. }
        | Event::Passed { .. }
        | Event::TurnEnded { .. }
        | Event::GameOver { .. } => clear_moving(commands, pieces),
    }
}

/// Where a pawn reaching space `s` stands: the space, or beside the head's other pawns.
fn board_slot(head: u8, s: u8, seat: Seat, pieces: &PieceQuery) -> Slot {
    if s >= head {
        Slot::HeadPawn(
            seat,
            count(pieces, |x| matches!(x, Slot::HeadPawn(t, _) if t == seat)),
        )
    } else {
        Slot::Space(s)
    }
}

/// The first lion's stages: from the reserve to the barque's station, the hollow, then the head.
fn show_lion_staged(
    commands: &mut Commands,
    pieces: &mut PieceQuery,
    layout: &BoardLayout,
    stage: FirstLion,
    seconds: f32,
) {
    let lion = match stage {
        FirstLion::Barque => last_of(pieces, PieceKind::Lion, |s| match s {
            Slot::LionReserve(k) => Some(k),
            _ => None,
        }),
        FirstLion::Indent => find(pieces, PieceKind::Lion, Slot::LionStage(FirstLion::Barque)),
        _ => find(pieces, PieceKind::Lion, Slot::LionStage(FirstLion::Indent)),
    };
    let slot = match stage {
        FirstLion::Board => Slot::HeadLion(count(pieces, |x| matches!(x, Slot::HeadLion(_)))),
        other => Slot::LionStage(other),
    };
    if let Some(l) = lion {
        send(commands, pieces, layout, l, slot, Travel::arc(seconds, 0.3));
    }
}

/// A pawn lifted from the head into the Barque of Ra, in gold light.
fn show_enlightened(
    commands: &mut Commands,
    pieces: &mut PieceQuery,
    (layout, art): (&BoardLayout, &PieceArt),
    seat: Seat,
    seconds: f32,
) {
    let pawn = last_of(pieces, PieceKind::Pawn(seat), |s| match s {
        Slot::HeadPawn(t, k) if t == seat => Some(k),
        _ => None,
    });
    let n = count(pieces, |x| matches!(x, Slot::Barque(t, _) if t == seat));
    let gold = Color::srgba(1.0, 0.80, 0.25, 0.95);
    glow(
        commands,
        art,
        layout.head.at,
        gold,
        UNIT * 2.2,
        0.0,
        seconds,
    );
    let barque = layout.slot(Slot::Barque(seat, n)).truncate();
    glow(
        commands,
        art,
        barque,
        gold,
        UNIT * 1.4,
        seconds * 0.6,
        seconds * 0.8,
    );
    if let Some(p) = pawn {
        let slot = Slot::Barque(seat, n);
        send(commands, pieces, layout, p, slot, Travel::arc(seconds, 0.6));
    }
}

/// A pawn's step (a hop to the next space), slide (along the body) or jump (an arc across it).
fn show_pawn_move(
    commands: &mut Commands,
    pieces: &mut PieceQuery,
    layout: &BoardLayout,
    head: u8,
    e: &Event,
    (seat, from, to): (Seat, u8, u8),
    seconds: f32,
) {
    // A step hops to the next space, a slide glides along the body, a jump arcs over it.
    let travel = match e {
        Event::Jumped { .. } => Travel::arc(seconds, 0.8),
        Event::Stepped { .. } => Travel {
            step_hop: 0.12,
            ..Travel::arc(seconds, 0.0)
        },
        _ => Travel::along(seconds, layout, from, to.min(head)),
    };
    if let Some(p) = find(pieces, PieceKind::Pawn(seat), Slot::Space(from)) {
        if !pieces.get(p).is_ok_and(|x| x.4) {
            clear_moving(commands, pieces);
        }
        let slot = board_slot(head, to, seat, pieces);
        send(commands, pieces, layout, p, slot, travel);
    }
}

/// A lion's walk or sprint along the body outward (to the tail when it leaves), or its jump.
fn show_lion_moved(
    commands: &mut Commands,
    pieces: &mut PieceQuery,
    layout: &BoardLayout,
    head: u8,
    (from, to, jump): (u8, Option<u8>, bool),
    seconds: f32,
) {
    let lion = if from >= head {
        last_of(pieces, PieceKind::Lion, |s| match s {
            Slot::HeadLion(k) => Some(k),
            _ => None,
        })
    } else {
        find(pieces, PieceKind::Lion, Slot::Space(from))
    };
    clear_moving(commands, pieces);
    let slot = match to {
        Some(s) => Slot::Space(s),
        None => Slot::LionReserve(count(pieces, |x| matches!(x, Slot::LionReserve(_)))),
    };
    // A walk or a sprint follows the body outward (to the tail when it leaves); a jump arcs.
    let travel = match (jump, to) {
        (true, _) => Travel::arc(seconds, 0.8),
        (false, Some(to)) => Travel::along(seconds, layout, from.min(head), to),
        (false, None) => {
            let mut travel = Travel::along(seconds, layout, from.min(head), 0);
            travel.via.push(layout.tail);
            travel
        }
    };
    if let Some(l) = lion {
        send(commands, pieces, layout, l, slot, travel);
    }
}

fn clear_moving(commands: &mut Commands, pieces: &PieceQuery) {
    for (e, .., moving) in pieces.iter() {
        if moving {
            commands.entity(e).remove::<Moving>();
        }
    }
}
