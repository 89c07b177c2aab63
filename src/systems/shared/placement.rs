//! Where a label goes so that it covers nothing that matters: the pieces on the board (each marked
//! [`Obstacle`]), the other labels still showing. A caption or the hovered space's badge is tried
//! at its natural place, then at places around it, nearest first.

use bevy::prelude::*;

/// Something on the board a label must not cover (a piece), and the room it takes (world units).
#[derive(Component, Debug, Clone, Copy)]
pub struct Obstacle(pub Vec2);

/// The rings drawn on the board this frame (movable pieces, a chosen piece's targets, the hint), as
/// the squares around them: a label must not cover them either. Written by the screen that draws
/// them, in [`RingsDrawn`].
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct RingMarks(pub Vec<Rect>);

/// Notes the rings (centre, radius) a screen draws this frame, for the labels to keep clear of.
pub fn note_rings(marks: &mut RingMarks, rings: &[(Vec2, f32)]) {
    let rects: Vec<Rect> = rings
        .iter()
        .map(|&(at, radius)| Rect::from_center_size(at, Vec2::splat(radius * 2.0)))
        .collect();
    if marks.0 != rects {
        marks.0 = rects;
    }
}

/// Places beside a board a label keeps off as it keeps off the pieces (Mehen's trays, with their
/// captions); empty on the other boards.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct KeepClear(pub Vec<Rect>);

/// The systems that write [`RingMarks`]; a label is placed after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct RingsDrawn;

/// The rectangles of the obstacles, from their transforms.
pub fn obstacle_rects<'a>(
    obstacles: impl Iterator<Item = (&'a GlobalTransform, &'a Obstacle)>,
) -> Vec<Rect> {
    obstacles
        .map(|(t, o)| Rect::from_center_size(t.translation().truncate(), o.0))
        .collect()
}

/// The first place near `at` where a label of `size` covers none of `avoid` and stays inside
/// `within` (if given): `at` itself, then around it (above, below, to each side, the corners) at growing
/// distances of `step`. `None` when every place tried covers something.
pub fn free_place(
    at: Vec2,
    size: Vec2,
    avoid: &[Rect],
    within: Option<Rect>,
    step: f32,
) -> Option<Vec2> {
    const GAP: f32 = 3.0;
    let free = |p: Vec2| {
        let here = Rect::from_center_size(p, size + GAP);
        within.is_none_or(|w| w.contains(here.min) && w.contains(here.max))
            && avoid.iter().all(|r| r.intersect(here).is_empty())
    };
    let around = [
        Vec2::Y,
        Vec2::NEG_Y,
        Vec2::X,
        Vec2::NEG_X,
        Vec2::new(1.0, 1.0),
        Vec2::new(-1.0, 1.0),
        Vec2::new(1.0, -1.0),
        Vec2::new(-1.0, -1.0),
    ];
    std::iter::once(at)
        .chain((1..=12).flat_map(|k| {
            let reach = step * k as f32;
            // Far enough that the label's own half size is cleared along each direction.
            around.map(|d| at + d * (Vec2::splat(reach) + size / 2.0))
        }))
        .find(|&p| free(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(x: f32, y: f32, side: f32) -> Rect {
        Rect::from_center_size(Vec2::new(x, y), Vec2::splat(side))
    }

    #[test]
    fn a_label_on_a_free_spot_stays_put() {
        let within = square(0.0, 0.0, 1000.0);
        let at = Vec2::new(10.0, 10.0);
        assert_eq!(
            free_place(
                at,
                Vec2::new(100.0, 30.0),
                &[square(300.0, 0.0, 40.0)],
                Some(within),
                20.0
            ),
            Some(at)
        );
    }

    #[test]
    fn a_label_moves_off_every_piece_of_a_crowded_board_and_stays_inside() {
        // A grid of pieces 60 units apart, 45 wide, with one gap of three pieces in a row.
        let mut pieces = Vec::new();
        for i in -5..=5 {
            for j in -5..=5 {
                if !(j == 2 && (-1..=1).contains(&i)) {
                    pieces.push(square(i as f32 * 60.0, j as f32 * 60.0, 45.0));
                }
            }
        }
        let within = square(0.0, 0.0, 700.0);
        let size = Vec2::new(150.0, 30.0);
        let at = free_place(Vec2::ZERO, size, &pieces, Some(within), 15.0).expect("a free place");
        let label = Rect::from_center_size(at, size);
        assert!(pieces.iter().all(|p| p.intersect(label).is_empty()), "{at}");
        assert!(
            within.contains(label.min) && within.contains(label.max),
            "{at}"
        );
    }

    #[test]
    fn no_place_is_given_where_every_spot_is_covered() {
        let within = square(0.0, 0.0, 100.0);
        let wall = [square(0.0, 0.0, 100.0)];
        assert_eq!(
            free_place(Vec2::ZERO, Vec2::splat(10.0), &wall, Some(within), 5.0),
            None
        );
    }
}
