//! The hovered space marked on the board beside its large number (see `space_labels`): framed,
//! and on a board of squares its own small number hidden under the large one.

use super::space_labels::{
    HoverBadge, HoveredSpace, NUMBER_INK, NumberInside, NumberedSpace, ReadableNumber, WOOD_PLATE,
};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        hide_own_number.after(super::space_labels::show_badge),
    );
}

/// What needs a window: the frame is drawn with gizmos.
pub(crate) fn window_plugin(app: &mut App) {
    app.add_systems(Update, frame_hovered);
}

/// The hovered space framed where its number shows: dark outside, the number's cream inside, so
/// it reads on any board and unlike the last move's dark rings. A square for a space on a board of
/// squares, a ring on a path.
fn frame_hovered(
    hovered: Res<HoveredSpace>,
    badge: Query<&Visibility, With<HoverBadge>>,
    spaces: Query<(&NumberedSpace, &Transform, Has<NumberInside>)>,
    mut gizmos: Gizmos,
) {
    let (Some(n), Ok(Visibility::Inherited)) = (hovered.0, badge.single()) else {
        return;
    };
    let Some((space, t, square)) = spaces.iter().find(|(s, ..)| s.number == n) else {
        return;
    };
    let at = Isometry2d::from_translation(t.translation.truncate());
    for (reach, colour) in [(1.0, WOOD_PLATE), (0.93, NUMBER_INK)] {
        let r = space.radius * reach;
        if square {
            gizmos.rect_2d(at, Vec2::splat(r * 2.0), colour);
        } else {
            gizmos.circle_2d(at, r, colour);
        }
    }
}

/// On a board of squares, the hovered square's small number gives way to the large one grown in
/// its corner (a sliver of it left showing would read as a stray mark); it is back when the pointer
/// leaves.
fn hide_own_number(
    hovered: Res<HoveredSpace>,
    badge: Query<&Visibility, (With<HoverBadge>, Without<ReadableNumber>)>,
    squares: Query<(&NumberedSpace, &Transform), With<NumberInside>>,
    mut numbers: Query<
        (Entity, &Transform, &Text2d, &mut Visibility),
        (With<ReadableNumber>, Without<HoverBadge>),
    >,
    mut hidden: Local<Option<Entity>>,
) {
    let shown = badge.single().is_ok_and(|v| *v == Visibility::Inherited);
    let square = hovered
        .0
        .filter(|_| shown)
        .and_then(|n| squares.iter().find(|(s, _)| s.number == n));
    let own = square.and_then(|(s, at)| {
        let words = s.number.to_string();
        let off = |t: &Transform| t.translation.distance(at.translation);
        numbers
            .iter()
            .filter(|(_, _, text, _)| text.0 == words)
            .min_by(|a, b| off(a.1).total_cmp(&off(b.1)))
            .map(|(e, ..)| e)
    });
    if *hidden == own {
        return;
    }
    for (entity, seen) in [
        (hidden.take(), Visibility::Inherited),
        (own, Visibility::Hidden),
    ] {
        if let Some(mut visibility) = entity.and_then(|e| numbers.get_mut(e).ok()).map(|n| n.3) {
            visibility.set_if_neq(seen);
        }
    }
    *hidden = own;
}
