//! Space numbers a player can read on every board: each number light on a dark plate above the pieces
//! (so no pawn hides it), the space under the pointer shown large, and the spaces a hovered move, hint
//! or log line names ringed on the board. Every hint, log line and option names spaces by number, so
//! these are how a player finds them.

use crate::systems::shared::placement::RingMarks;
use crate::systems::shared::state::AppState;
use bevy::prelude::*;

/// A board space that answers to the pointer: its number and how far its edge stands from its centre
/// (world units), for the badge and the rings. Spaces are top-level entities (their transform is
/// where they stand).
#[derive(Component, Debug, Clone, Copy)]
pub struct NumberedSpace {
    pub number: u8,
    pub radius: f32,
}

/// A space whose number shows large inside it, in its top left corner over its own number, rather
/// than beside it: on a board of squares side by side (Senet's), a number beside one stands in the
/// next.
#[derive(Component, Debug, Clone, Copy)]
pub struct NumberInside;

/// The space under the pointer, if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoveredSpace(pub Option<u8>);

/// The spaces named by what the pointer is over in a panel (a move, the hint, a log line): set by the
/// screen's HUD each pass, ringed on the board.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct PointedSpaces(pub Vec<u8>);

/// The spaces the last move named (where it started, then where it went first), marked on the board
/// of a race game: a dashed ring where it started, a solid ring where it went.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct LastMoveSpaces(pub Vec<u8>);

impl PointedSpaces {
    /// Sets the spaces, touching the resource only when they change (so idle screens stay idle).
    pub fn set(&mut self, spaces: Vec<u8>) {
        if self.0 != spaces {
            self.0 = spaces;
        }
    }
}

/// The numbers' ink and the plates under them (the serpent's dark green, the Senet box's ebony): light
/// on dark, well over the 4.5:1 contrast readable text needs (checked by a test).
pub const NUMBER_INK: Color = Color::srgb(0.98, 0.95, 0.84);
pub const SNAKE_PLATE: Color = Color::srgb(0.11, 0.24, 0.16);
pub const WOOD_PLATE: Color = Color::srgb(0.22, 0.14, 0.08);

/// The height of a space number on screen at the smallest window the game is laid out for (pixels),
/// and of the number of the space under the pointer.
pub const NUMBER_PIXELS: f32 = 12.0;
const BADGE_PIXELS: f32 = 30.0;

/// Where numbers stand: above the pieces (5 and 6) and their lift.
pub const NUMBER_Z: f32 = 8.0;
const BADGE_Z: f32 = 30.0;

/// A space's number: a label on a plate sized for its digits, at `at` (the caller places it clear of
/// the piece's centre). `font` is in world units. Returns the label's entity.
pub fn spawn_number(
    commands: &mut Commands,
    text: &str,
    at: Vec2,
    (font, plate): (f32, Color),
    state: AppState,
) -> Entity {
    commands
        .spawn((
            Text2d::new(text),
            TextFont::from_font_size(font),
            TextColor(NUMBER_INK),
            Transform::from_translation(at.extend(NUMBER_Z)),
            Pickable::IGNORE,
            ReadableNumber::new(font),
            DespawnOnExit(state),
        ))
        .with_child((
            Sprite::from_color(plate, plate_size(text, font)),
            Transform::from_xyz(0.0, 0.0, -0.05),
            Pickable::IGNORE,
        ))
        .id()
}

/// A number (or a short label on the board) that grows when the board is drawn small (a narrow
/// window, a lesson's panels), so it stays [`NUMBER_PIXELS`] tall on screen; `base` is its size
/// where the board has room. Its plate, if it has one, grows with it.
#[derive(Component, Debug, Clone, Copy)]
pub struct ReadableNumber {
    pub base: f32,
    /// How many times its base it may grow, before it would cover its neighbours.
    pub most: f32,
}

impl ReadableNumber {
    /// A number among others close by (every space numbered): it grows a little.
    pub fn new(base: f32) -> Self {
        ReadableNumber {
            base,
            most: MOST_GROWTH,
        }
    }

    /// A number with room round it (every fifth space numbered): it grows as far as reading
    /// asks on a phone.
    pub fn sparse(base: f32) -> Self {
        ReadableNumber {
            base,
            most: SPARSE_GROWTH,
        }
    }
}

/// How far a number may grow past its base before it would cover its neighbours.
const MOST_GROWTH: f32 = 1.3;

/// How far a number of every fifth space may grow (they stand five spaces apart).
const SPARSE_GROWTH: f32 = 1.8;

/// The numbers' size follows the camera's zoom: never under [`NUMBER_PIXELS`] on screen (within
/// its [`ReadableNumber::most`]).
fn fit_numbers(
    cameras: Query<&Projection, (With<Camera2d>, Changed<Projection>)>,
    all_cameras: Query<&Projection, With<Camera2d>>,
    added: Query<(), Added<ReadableNumber>>,
    mut numbers: Query<(&ReadableNumber, &Text2d, &mut TextFont, Option<&Children>)>,
    mut plates: Query<&mut Sprite>,
) {
    if cameras.is_empty() && added.is_empty() {
        return;
    }
    let scale = world_per_pixel(&all_cameras);
    for (n, text, mut font, children) in &mut numbers {
        let size = (NUMBER_PIXELS * scale).clamp(n.base, n.base * n.most);
        if font.font_size != size.into() {
            font.font_size = size.into();
            let plate = children.and_then(|c| c.first());
            if let Some(mut plate) = plate.and_then(|c| plates.get_mut(*c).ok()) {
                plate.custom_size = Some(plate_size(&text.0, size));
            }
        }
    }
}

/// The smallest space number's height in world units (for the frame figures), if any is shown.
pub fn smallest_number<'a>(fonts: impl Iterator<Item = &'a TextFont>) -> Option<f32> {
    fonts
        .filter_map(|f| match f.font_size {
            bevy::text::FontSize::Px(px) => Some(px),
            _ => None,
        })
        .reduce(f32::min)
}

/// A plate a little larger than the digits of `text` at `font`.
fn plate_size(text: &str, font: f32) -> Vec2 {
    let digits = text.chars().count().max(1) as f32;
    Vec2::new(digits * font * 0.62 + font * 0.45, font * 1.05)
}

/// The number of the space under the pointer, large.
#[derive(Component, Debug, Clone, Copy)]
pub struct HoverBadge;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HoveredSpace>()
        .init_resource::<PointedSpaces>()
        .init_resource::<LastMoveSpaces>()
        .init_resource::<RingMarks>()
        .init_resource::<crate::systems::shared::placement::KeepClear>()
        .add_systems(Startup, spawn_badge)
        .add_systems(
            Update,
            (
                (forget_on_leaving, show_badge)
                    .chain()
                    .after(crate::systems::shared::placement::RingsDrawn),
                fit_numbers,
            ),
        );
}

/// What needs a window: the rings (gizmos), and finding the space under the pointer where a board's
/// spaces are drawn as one mesh.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_systems(Update, (ring_pointed, mark_last_move))
        .add_systems(
            PreUpdate,
            pick_tiles.in_set(bevy::picking::PickingSystems::Backend),
        );
}

/// A space's click target drawn as part of one mesh (the serpent): a rectangle of this size, centred and turned as the
/// entity's transform.
#[derive(Component, Debug, Clone, Copy)]
pub struct TileArea(pub Vec2);

/// A picking backend for the spaces drawn as part of one mesh (the serpent): the tile whose rectangle holds the pointer is
/// hit, at its depth, as a sprite would be (the tiles are not drawn, so sprite picking cannot see
/// them).
fn pick_tiles(
    pointers: Query<(
        &bevy::picking::pointer::PointerId,
        &bevy::picking::pointer::PointerLocation,
    )>,
    cameras: Query<(Entity, &Camera, &GlobalTransform, &Projection), With<Camera2d>>,
    tiles: Query<(Entity, &GlobalTransform, &TileArea)>,
    mut hits: MessageWriter<bevy::picking::backend::PointerHits>,
) {
    use bevy::picking::backend::{HitData, PointerHits};
    let Some((cam_entity, camera, cam_tf, projection)) = cameras.iter().next() else {
        return;
    };
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    for (pointer, location) in &pointers {
        let Some(location) = location.location() else {
            continue;
        };
        let Ok(world) = camera.viewport_to_world_2d(cam_tf, location.position) else {
            continue;
        };
        let picks: Vec<(Entity, HitData)> = tiles
            .iter()
            .filter_map(|(e, tf, area)| {
                let local = tf.affine().inverse().transform_point3(world.extend(0.0));
                let inside = local.x.abs() <= area.0.x / 2.0 && local.y.abs() <= area.0.y / 2.0;
                inside.then(|| {
                    let hit = world.extend(tf.translation().z);
                    let in_camera = cam_tf.affine().inverse().transform_point3(hit);
                    let depth = -ortho.near - in_camera.z;
                    (e, HitData::new(cam_entity, depth, Some(hit), Some(Vec3::Z)))
                })
            })
            .collect();
        if !picks.is_empty() {
            hits.write(PointerHits::new(*pointer, picks, camera.order as f32));
        }
    }
}

/// The badge exists once for the whole run, hidden until a space is hovered.
fn spawn_badge(mut commands: Commands) {
    commands
        .spawn((
            Text2d::new(""),
            TextFont::from_font_size(BADGE_PIXELS),
            TextColor(NUMBER_INK),
            Transform::from_xyz(0.0, 0.0, BADGE_Z),
            Visibility::Hidden,
            Pickable::IGNORE,
            HoverBadge,
        ))
        .with_children(|badge| {
            badge.spawn((
                Sprite::from_color(WOOD_PLATE, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, -0.05),
                Pickable::IGNORE,
            ));
            badge.spawn((
                Sprite::from_color(WOOD_PLATE, Vec2::ONE),
                // A square turned on its corner.
                Transform::from_xyz(0.0, 0.0, -0.06)
                    .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
                Pickable::IGNORE,
                BadgePointer,
            ));
        });
}

/// The corner under the badge's plate that points at its space, so a number standing over another
/// space is never read as that one's.
#[derive(Component, Debug, Clone, Copy)]
pub(super) struct BadgePointer;

/// Where the badge's plate (`plate`, centred at `badge`) meets the line to its space (`space`), from
/// the badge's centre.
fn pointer_offset(badge: Vec2, plate: Vec2, space: Vec2) -> Vec2 {
    let to = space - badge;
    let half = plate / 2.0;
    let reach = [(to.x, half.x), (to.y, half.y)]
        .into_iter()
        .filter(|(d, _)| d.abs() > f32::EPSILON)
        .map(|(d, h)| h / d.abs())
        .reduce(f32::min);
    reach.map_or(Vec2::ZERO, |r| to * r.min(1.0))
}

/// Where the hovered space's number stands (its plate `plate`): beside its space (centred `at`, of
/// `radius`), the nearest place that covers no piece, ring nor the space itself (`hard`); close by,
/// clear of the other spaces and their numbers too, or a little further, clear of their numbers
/// only (where a number would be read as theirs). Reaches are measured from the space's edge, so a
/// number found clear but far (and read as another space's) loses to one nearer. Within the view
/// (`within`), where one is known.
fn badge_place(
    (at, radius): (Vec2, f32),
    plate: Vec2,
    hard: &[Rect],
    (spaces, numbers): (&[Rect], &[Rect]),
    (step, within): (f32, Option<Rect>),
) -> Vec2 {
    let own = Rect::from_center_size(at, Vec2::splat(radius * 2.0));
    let hard = [hard, &[own]].concat();
    let everything = [&hard[..], spaces, numbers].concat();
    let but_spaces = [&hard[..], numbers].concat();
    let off_edge = |p: Vec2| {
        let badge = Rect::from_center_size(p, plate);
        at.clamp(badge.min, badge.max).distance(at) - radius
    };
    let tiers = [
        (&everything[..], plate.y),
        (&but_spaces[..], plate.y * 2.0),
        (&hard[..], f32::INFINITY),
    ];
    tiers
        .into_iter()
        .find_map(|(avoid, reach)| {
            crate::systems::shared::placement::free_place(at, plate, avoid, within, step)
                .filter(|&p| off_edge(p) <= reach)
        })
        .unwrap_or(at + Vec2::Y * (radius + plate.y))
}

/// A new screen starts with nothing hovered or pointed at.
fn forget_on_leaving(
    mut changed: MessageReader<StateTransitionEvent<AppState>>,
    mut hovered: ResMut<HoveredSpace>,
    (mut pointed, mut last): (ResMut<PointedSpaces>, ResMut<LastMoveSpaces>),
) {
    if changed.read().last().is_some() {
        hovered.set_if_neq(HoveredSpace(None));
        pointed.set(Vec::new());
        last.set_if_neq(LastMoveSpaces::default());
    }
}

/// How many world units make one pixel on screen (the 2D camera's scale).
fn world_per_pixel(cameras: &Query<&Projection, With<Camera2d>>) -> f32 {
    match cameras.iter().next() {
        Some(Projection::Orthographic(o)) => o.scale,
        _ => 1.0,
    }
}

/// What of the board shows, in world units: the window's view as `camera` sees it, and the
/// panels over it. Nothing known before the panels are measured (or without a window).
fn view_in_world(
    panels: Option<&crate::systems::shared::framing::PanelRects>,
    camera: Option<(&Camera, &GlobalTransform)>,
) -> (Option<Rect>, Vec<Rect>) {
    let (Some(panels), Some((camera, at))) = (panels, camera) else {
        return (None, Vec::new());
    };
    let world = |px: Vec2| camera.viewport_to_world_2d(at, px).ok();
    let rect = |(min, max): &(Vec2, Vec2)| Some(Rect::from_corners(world(*min)?, world(*max)?));
    let view = rect(&(Vec2::ZERO, panels.window)).filter(|v| v.width() > 0.0);
    let over = panels
        .rects
        .iter()
        .chain(&panels.over_board)
        .filter_map(rect);
    (view, over.collect())
}

/// The hovered space's number, large, beside the space (see [`badge_place`]) or, on a board of
/// squares side by side, in its corner; gone when nothing is hovered.
pub(super) fn show_badge(
    hovered: Res<HoveredSpace>,
    launch: Option<Res<crate::systems::shared::launch::LaunchOptions>>,
    paused: Res<crate::systems::shared::state::Paused>,
    spaces: Query<(&NumberedSpace, &Transform, Has<NumberInside>), Without<HoverBadge>>,
    (cameras, camera_at, panels): (
        Query<&Projection, With<Camera2d>>,
        Query<(&Camera, &GlobalTransform), With<Camera2d>>,
        Option<Res<crate::systems::shared::framing::PanelRects>>,
    ),
    mut badge: Query<
        (
            &mut Text2d,
            &mut TextFont,
            &mut Transform,
            &mut Visibility,
            &Children,
        ),
        With<HoverBadge>,
    >,
    mut plates: Query<
        (&mut Sprite, &mut Transform, Has<BadgePointer>),
        (
            Without<HoverBadge>,
            Without<NumberedSpace>,
            Without<ReadableNumber>,
        ),
    >,
    pieces: Query<(
        &GlobalTransform,
        &crate::systems::shared::placement::Obstacle,
    )>,
    // Numbers stand at the top level: their transform is where they are.
    numbers: Query<(&Transform, &Text2d, &TextFont), (With<ReadableNumber>, Without<HoverBadge>)>,
    (rings, last, trays): (
        Res<RingMarks>,
        Res<LastMoveSpaces>,
        Res<crate::systems::shared::placement::KeepClear>,
    ),
    (touch, touches): (
        Res<crate::systems::shared::touch::TouchScreen>,
        Option<Res<Touches>>,
    ),
    mut was: Local<Option<(u8, u32)>>,
) {
    let Ok((mut text, mut font, mut tf, mut visibility, children)) = badge.single_mut() else {
        return;
    };
    let scale = world_per_pixel(&cameras);
    // A still picture shows the board, not wherever the pointer happened to rest; the pause menu
    // stands over the board, so nothing of the board answers the pointer then.
    // On a touch screen the number shows while a finger rests on the board: after a tap the
    // pointer stays where the finger was, and its number would stand over the board for good.
    let lifted = touch.0 && touches.is_none_or(|t| t.iter().next().is_none());
    let still = launch.is_some_and(|l| l.screenshot.is_some()) || paused.0 || lifted;
    let place = hovered.0.filter(|_| !still).and_then(|n| {
        spaces
            .iter()
            .find(|(s, ..)| s.number == n)
            .map(|(s, t, inside)| (s, t.translation.truncate(), inside))
    });
    let Some((space, at, inside)) = place else {
        visibility.set_if_neq(Visibility::Hidden);
        *was = None;
        return;
    };
    // Redrawn only when the space, the zoom or the rings change.
    let key = (space.number, (scale * 1000.0) as u32);
    if *was == Some(key) && !rings.is_changed() && !last.is_changed() && !trays.is_changed() {
        return;
    }
    *was = Some(key);
    // In a square's corner (its own small number gives way: see `hovered::hide_own_number`),
    // no taller than the band above its piece and clear of its sign.
    let size = if inside {
        (BADGE_PIXELS * scale).min(space.radius * 0.46)
    } else {
        BADGE_PIXELS * scale
    };
    text.0 = space.number.to_string();
    font.font_size = size.into();
    let plate = plate_size(&text.0, size);
    let (place, pointer) = if inside {
        // Inside the frame round the hovered square: nothing to point at.
        let corner = at + Vec2::new(-space.radius, space.radius) * 0.9;
        (corner + Vec2::new(plate.x, -plate.y) / 2.0, None)
    } else {
        let mut hard = crate::systems::shared::placement::obstacle_rects(pieces.iter());
        hard.extend(rings.0.iter().chain(&trays.0));
        // The last move's rings tell what just happened: the number keeps off them too.
        let (marked, others) = other_spaces(spaces.iter(), space.number, &last.0);
        hard.extend(marked);
        // Its own small number neither: half covered, it would show as a sliver.
        let (numbers, own) = number_rects(numbers.iter(), &text.0);
        hard.extend(own);
        // On screen, off the panels (a space by the turn strip or the window's edge).
        let (view, panels) = view_in_world(panels.as_deref(), camera_at.iter().next());
        hard.extend(panels);
        let place = badge_place(
            (at, space.radius),
            plate,
            &hard,
            (&others, &numbers),
            (size * 0.25, view),
        );
        (place, Some(pointer_offset(place, plate, at)))
    };
    tf.translation = place.extend(BADGE_Z);
    *visibility = Visibility::Inherited;
    for child in children {
        let Ok((mut sprite, mut child_tf, is_pointer)) = plates.get_mut(*child) else {
            continue;
        };
        sprite.custom_size = Some(match (is_pointer, pointer) {
            (false, _) => plate,
            (true, None) => Vec2::ZERO,
            (true, Some(edge)) => {
                child_tf.translation = edge.extend(child_tf.translation.z);
                Vec2::splat(plate.y * 0.45)
            }
        });
    }
}

/// The squares of the spaces but `own`: those the last move marks (`last`), then the others.
fn other_spaces<'a>(
    spaces: impl Iterator<Item = (&'a NumberedSpace, &'a Transform, bool)>,
    own: u8,
    last: &[u8],
) -> (Vec<Rect>, Vec<Rect>) {
    let (marked, others): (Vec<_>, Vec<_>) = spaces
        .filter(|(s, ..)| s.number != own)
        .map(|(s, t, _)| {
            let square =
                Rect::from_center_size(t.translation.truncate(), Vec2::splat(s.radius * 2.0));
            (last.contains(&s.number), square)
        })
        .partition(|(marked, _)| *marked);
    let squares = |v: Vec<(bool, Rect)>| v.into_iter().map(|(_, r)| r).collect();
    (squares(marked), squares(others))
}

/// The plates of the board's numbers: all but `own` (the hovered space's), then those that read
/// `own`.
pub(crate) fn number_rects<'a>(
    numbers: impl Iterator<Item = (&'a Transform, &'a Text2d, &'a TextFont)>,
    own: &str,
) -> (Vec<Rect>, Vec<Rect>) {
    let (others, own): (Vec<_>, Vec<_>) = numbers
        .filter_map(|(t, words, font)| match font.font_size {
            bevy::text::FontSize::Px(px) => Some((
                words.0 == own,
                Rect::from_center_size(t.translation.truncate(), plate_size(&words.0, px)),
            )),
            _ => None,
        })
        .partition(|(is_own, _)| !*is_own);
    let plates = |v: Vec<(bool, Rect)>| v.into_iter().map(|(_, r)| r).collect();
    (plates(others), plates(own))
}

/// Where a picked piece can go, in every game: a ring with a dot at its centre, so it never reads
/// as a piece to pick (those are ringed or framed without one).
pub fn place_to_go(gizmos: &mut Gizmos, at: Vec2, radius: f32, colour: Color) {
    place_to_go_over(gizmos, at, radius, colour, false);
}

/// [`place_to_go`] on a place where pieces may already stand (`taken`): there a smaller dot, so it
/// does not hide them.
pub fn place_to_go_over(gizmos: &mut Gizmos, at: Vec2, radius: f32, colour: Color, taken: bool) {
    let centre = Isometry2d::from_translation(at);
    gizmos.circle_2d(centre, radius, colour);
    let dot = radius * if taken { 0.14 } else { 0.35 };
    // Gizmos draw no fill: the dot is a few circles inside one another.
    for step in 1..=5 {
        gizmos.circle_2d(centre, dot * 0.2 * step as f32, colour);
    }
}

/// Ink for the last move's mark: dark, half seen, so it reads as history under the bright rings.
const LAST_MOVE: Color = Color::srgba(0.16, 0.11, 0.06, 0.75);

/// The last move on a race game's board: a dashed ring round the space it started from, a solid
/// double ring round the space it ended on. Rings, not a dot and a line: a dot would sit on a pawn
/// sent back to the start by a swap, and a line would cross the pieces between the two.
fn mark_last_move(
    last: Res<LastMoveSpaces>,
    spaces: Query<(&NumberedSpace, &Transform)>,
    mut gizmos: Gizmos,
) {
    let [from, to, ..] = last.0[..] else {
        return;
    };
    let at = |n: u8| {
        spaces
            .iter()
            .find(|(s, _)| s.number == n)
            .map(|(s, t)| (t.translation.truncate(), s.radius))
    };
    // A move from off the board (the tail, the Nile) or into the centre marks the end it has.
    const DASHES: u8 = 10;
    let dash = std::f32::consts::TAU / f32::from(DASHES);
    if let Some((a, ra)) = at(from) {
        for k in 0..DASHES {
            let turn = Isometry2d::new(a, Rot2::radians(dash * f32::from(k)));
            gizmos.arc_2d(turn, dash * 0.55, ra * 0.85, LAST_MOVE);
        }
    }
    if let Some((b, rb)) = at(to) {
        gizmos.circle_2d(Isometry2d::from_translation(b), rb * 0.8, LAST_MOVE);
        gizmos.circle_2d(Isometry2d::from_translation(b), rb * 0.86, LAST_MOVE);
    }
}

/// The spaces a hovered move, hint or log line names: ringed twice, bright, on the board in play.
fn ring_pointed(
    pointed: Res<PointedSpaces>,
    spaces: Query<(&NumberedSpace, &Transform)>,
    mut gizmos: Gizmos,
) {
    if pointed.0.is_empty() {
        return;
    }
    for (space, t) in spaces.iter().filter(|(s, _)| pointed.0.contains(&s.number)) {
        let at = Isometry2d::from_translation(t.translation.truncate());
        gizmos.circle_2d(at, space.radius * 0.95, POINTED);
        gizmos.circle_2d(at, space.radius * 1.05, POINTED);
    }
}

/// The rings' colour: a bright coral, unlike the moves' yellow and the hint's turquoise.
const POINTED: Color = Color::srgb(1.0, 0.42, 0.32);

/// The hovering a space sets and clears: added to each space's entity.
pub fn hover_observers(space: &mut EntityCommands) {
    space
        .observe(
            |over: On<Pointer<Over>>,
             spaces: Query<&NumberedSpace>,
             mut hovered: ResMut<HoveredSpace>| {
                hovered.0 = spaces.get(over.entity).ok().map(|s| s.number);
            },
        )
        .observe(
            |out: On<Pointer<Out>>,
             spaces: Query<&NumberedSpace>,
             mut hovered: ResMut<HoveredSpace>| {
                if spaces.get(out.entity).ok().map(|s| s.number) == hovered.0 {
                    hovered.0 = None;
                }
            },
        );
}

/// The contrast ratio of two colours as WCAG defines it (1 to 21).
pub fn contrast(a: Color, b: Color) -> f32 {
    let luminance = |c: Color| {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    };
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(x: f32, y: f32, side: f32) -> Rect {
        Rect::from_center_size(Vec2::new(x, y), Vec2::splat(side))
    }

    #[test]
    fn the_hovered_number_stays_on_screen_and_off_the_panels() {
        let plate = Vec2::new(40.0, 30.0);
        let space = (Vec2::ZERO, 15.0);
        // The view ends just above the space (a space by the turn strip): the number stands
        // beside or under it, whole in view.
        let view = Rect::new(-300.0, -300.0, 300.0, 20.0);
        let at = badge_place(space, plate, &[], (&[], &[]), (5.0, Some(view)));
        let badge = Rect::from_center_size(at, plate);
        assert!(
            view.contains(badge.min) && view.contains(badge.max),
            "{badge:?}"
        );
        // A panel over the view to the space's right and below: the number keeps off it too.
        let panel = Rect::new(16.0, -300.0, 300.0, 20.0);
        let at = badge_place(space, plate, &[panel], (&[], &[]), (5.0, Some(view)));
        let badge = Rect::from_center_size(at, plate);
        assert!(
            view.contains(badge.min) && view.contains(badge.max),
            "{badge:?}"
        );
        assert!(badge.intersect(panel).is_empty(), "{badge:?}");
    }

    #[test]
    fn the_hovered_number_keeps_off_other_numbers_where_it_can() {
        let plate = Vec2::new(40.0, 30.0);
        let space = (Vec2::ZERO, 15.0);
        let clear_of_space = |at: Vec2| {
            Rect::from_center_size(at, plate)
                .intersect(square(0.0, 0.0, 30.0))
                .is_empty()
        };
        // Nothing in the way: just beside the space (above it, where the search starts), near.
        let free = badge_place(space, plate, &[], (&[], &[]), (5.0, None));
        assert!(
            clear_of_space(free) && free.y > 0.0 && free.x == 0.0,
            "{free}"
        );
        assert!(free.y <= 15.0 + plate.y, "{free}");
        // Another space's number just above: the badge stands elsewhere beside its space.
        let numbers = [square(0.0, 40.0, 20.0)];
        let at = badge_place(space, plate, &[], (&[], &numbers), (5.0, None));
        let badge = Rect::from_center_size(at, plate);
        assert!(badge.intersect(numbers[0]).is_empty(), "{badge:?}");
        assert!(
            clear_of_space(at) && at.length() <= 15.0 + plate.y * 1.5,
            "{at}"
        );
        // Other spaces all around but room, a little further, clear of their numbers: it goes
        // there, covering a space rather than a number, and not far.
        let ring: Vec<Rect> = (0..8)
            .map(|k| {
                let d = Vec2::from_angle(k as f32 * std::f32::consts::FRAC_PI_4) * 45.0;
                square(d.x, d.y, 30.0)
            })
            .collect();
        let at = badge_place(space, plate, &[], (&ring, &numbers), (5.0, None));
        let badge = Rect::from_center_size(at, plate);
        assert!(
            badge.intersect(numbers[0]).is_empty() && clear_of_space(at),
            "{at}"
        );
        assert!(at.length() <= 15.0 + plate.y * 2.5 + plate.x / 2.0, "{at}");
        // Numbers all around: it covers one rather than a piece.
        let crowd: Vec<Rect> = (-12..=12)
            .flat_map(|i| (-12..=12).map(move |j| square(i as f32 * 15.0, j as f32 * 15.0, 10.0)))
            .collect();
        let piece = [square(0.0, 40.0, 20.0)];
        let at = badge_place(space, plate, &piece, (&[], &crowd), (5.0, None));
        let badge = Rect::from_center_size(at, plate);
        assert!(
            badge.intersect(piece[0]).is_empty() && clear_of_space(at),
            "{at}"
        );
    }

    #[test]
    fn the_badges_corner_points_at_its_space() {
        let plate = Vec2::new(40.0, 20.0);
        // Straight below: the middle of the plate's lower edge.
        let below = pointer_offset(Vec2::ZERO, plate, Vec2::new(0.0, -100.0));
        assert_eq!(below, Vec2::new(0.0, -10.0));
        // Down and to the right: on the edge, toward the space.
        let aside = pointer_offset(Vec2::ZERO, plate, Vec2::new(100.0, -20.0));
        assert_eq!(aside, Vec2::new(20.0, -4.0));
    }

    #[test]
    fn numbers_stand_out_from_their_plate() {
        for plate in [SNAKE_PLATE, WOOD_PLATE] {
            let c = contrast(NUMBER_INK, plate);
            assert!(c >= 4.5, "contrast {c}");
        }
        // The old numbers: light green-white straight on the serpent's green.
        assert!(contrast(Color::srgb(0.91, 0.86, 0.71), Color::srgb(0.47, 0.56, 0.31)) < 4.5);
    }

    #[test]
    fn a_plate_is_wider_for_two_digits() {
        assert!(plate_size("12", 20.0).x > plate_size("7", 20.0).x);
        assert!(plate_size("7", 20.0).x > 20.0 * 0.62);
    }
}
