//! Where the board goes on screen: as large as the window allows in the space the panels leave free.
//!
//! Each panel stands against one or two edges of the window (a corner panel against two). It takes a
//! band off one edge of the window, from that edge to the panel's far side: a panel in the top-left
//! corner takes its width off the left, or its height off the top. Of every way to give each panel
//! one band, the one that leaves the board the largest scale wins, so nothing covers the board whatever the window's shape. The bands
//! only grow while a screen is shown, so the board does not jump when a panel grows and shrinks
//! again (a list of moves opening and closing); they start afresh on another screen or window size,
//! and when the player opens or folds a side panel (the board takes back a folded panel's room).

use bevy::prelude::*;

/// Space taken off each edge of the window, in logical pixels.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Insets {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

/// How far from an edge a panel may stand and still count as against it (logical pixels).
const NEAR: f32 = 40.0;

/// Is a panel (`min`, `max`: its corners, y down, logical pixels) against at least one edge of
/// the window? One that is not is a dialog over the game, not a panel.
fn against_an_edge((min, max): (Vec2, Vec2), window: Vec2) -> bool {
    min.x <= NEAR || max.x >= window.x - NEAR || min.y <= NEAR || max.y >= window.y - NEAR
}

/// The bands that leave `world` (the size the board needs, world units at scale 1) the largest on
/// screen, for `panels` (corner pairs, y down) in a window of `window` logical pixels.
///
/// Each panel lies in one band, which reaches from its edge of the window to the panel's far side:
/// a panel against any edge may take any of the four (a folded tab at the right of a phone's screen
/// gives the board more room as a band off the bottom than off the right). Every band is as deep as
/// one of the panels' far sides (or nothing), so the search tries each depth for each band and keeps
/// the largest board among those that leave every panel in a band (the shallower on a tie).
pub fn best_insets(panels: &[(Vec2, Vec2)], window: Vec2, world: Vec2) -> Insets {
    let panels: Vec<(Vec2, Vec2)> = panels
        .iter()
        .copied()
        .filter(|&p| against_an_edge(p, window))
        .collect();
    let depths = |far: &dyn Fn(&(Vec2, Vec2)) -> f32| {
        let mut out: Vec<f32> = std::iter::once(0.0)
            .chain(panels.iter().map(far).map(|d| d.max(0.0)))
            .collect();
        out.sort_by(f32::total_cmp);
        out.dedup();
        out
    };
    let lefts = depths(&|p| p.1.x);
    let rights = depths(&|p| window.x - p.0.x);
    let tops = depths(&|p| p.1.y);
    let bottoms = depths(&|p| window.y - p.0.y);
    let in_a_band = |i: &Insets, (min, max): &(Vec2, Vec2)| {
        max.x <= i.left + 0.01
            || min.x >= window.x - i.right - 0.01
            || max.y <= i.top + 0.01
            || min.y >= window.y - i.bottom - 0.01
    };
    let mut best = (f32::MAX, f32::MAX, Insets::default());
    for &left in &lefts {
        for &right in &rights {
            for &top in &tops {
                for &bottom in &bottoms {
                    let insets = Insets {
                        left,
                        right,
                        top,
                        bottom,
                    };
                    if !panels.iter().all(|p| in_a_band(&insets, p)) {
                        continue;
                    }
                    let scale = scale_for(world, window, insets);
                    let depth = left + right + top + bottom;
                    if scale < best.0 - 1e-6 || (scale < best.0 + 1e-6 && depth < best.1) {
                        best = (scale, depth, insets);
                    }
                }
            }
        }
    }
    best.2
}

/// World units per logical pixel for `world` to fit the window less `insets` (smaller: larger board).
pub fn scale_for(world: Vec2, window: Vec2, insets: Insets) -> f32 {
    let free = free_size(window, insets);
    (world.x / free.x).max(world.y / free.y)
}

/// The part of the window the panels leave the board (never under a fifth of either side).
pub fn free_size(window: Vec2, insets: Insets) -> Vec2 {
    Vec2::new(
        (window.x - insets.left - insets.right).max(window.x * 0.2),
        (window.y - insets.top - insets.bottom).max(window.y * 0.2),
    )
}

/// Where the camera looks for the world's `centre` to sit in the middle of the free space.
pub fn camera_centre(centre: Vec2, scale: f32, insets: Insets) -> Vec2 {
    Vec2::new(
        centre.x - scale * (insets.left - insets.right) / 2.0,
        centre.y + scale * (insets.top - insets.bottom) / 2.0,
    )
}

/// Where the camera looks for the whole board (`world`: its size, `centre`: its middle, world
/// units) at `scale`: across, in the middle of the free space; up and down, in the middle of the
/// window where the free space allows, else as near it as the free space allows. A board with room
/// to spare above and below (a box limited by the window's width) then holds still when the turn
/// strip over it grows a line, and stands where the eye expects it.
pub fn whole_view_centre(
    (centre, world): (Vec2, Vec2),
    scale: f32,
    (window, insets): (Vec2, Insets),
) -> Vec2 {
    let free = camera_centre(centre, scale, insets);
    let half = world.y / scale / 2.0;
    let (highest, lowest) = (insets.top + half, window.y - insets.bottom - half);
    if highest > lowest {
        return free;
    }
    // Pixels down from the window's middle to where the board's middle stands.
    let down = (window.y / 2.0).clamp(highest, lowest) - window.y / 2.0;
    Vec2::new(free.x, centre.y + scale * down)
}

/// Taller than a folded panel's tab (logical pixels): a panel open at the top right.
const FOLDED_TAB: f32 = 80.0;

/// The panels shown this frame (logical pixels, y down), as the backdrops saw them, and the size of
/// the window they were measured in.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct PanelRects {
    pub rects: Vec<(Vec2, Vec2)>,
    pub window: Vec2,
    /// How many times a player has opened or folded a side panel on this screen: then the bands
    /// start afresh from the panels shown (a folded panel gives its room back to the board).
    pub folds: u32,
    /// Windows shown over the board for a moment (a phone's list of moves), which take no band.
    pub over_board: Vec<(Vec2, Vec2)>,
}

/// The egui memory key of the count of panels opened or folded (see [`PanelRects::folds`]).
const FOLDS: &str = "panels-folded";

/// Notes that a player opened or folded a side panel.
pub fn panel_folded(ctx: &bevy_egui::egui::Context) {
    ctx.data_mut(|d| *d.get_temp_mut_or_default::<u32>(bevy_egui::egui::Id::new(FOLDS)) += 1);
}

/// How many times a player has opened or folded a side panel.
pub fn folds(ctx: &bevy_egui::egui::Context) -> u32 {
    ctx.data(|d| d.get_temp::<u32>(bevy_egui::egui::Id::new(FOLDS)))
        .unwrap_or(0)
}

impl PanelRects {
    /// How far up the panels along the bottom reach (logical pixels, y down): the window's height
    /// where none stands there. (Something in the bottom's middle stands above them all, clear of
    /// the folded tabs in the corners however wide it is.)
    pub fn above_bottom_panels(&self) -> f32 {
        // Those that reach the bottom, and a lesson's panel across the lower half's middle above
        // the folded tabs.
        let middle = self.window.x / 2.0;
        let across_the_lower_middle = |min: &Vec2, max: &Vec2| {
            min.x <= middle && max.x >= middle && max.y > self.window.y / 2.0
        };
        self.rects
            .iter()
            .filter(|(min, max)| max.y > self.window.y - NEAR || across_the_lower_middle(min, max))
            .map(|(min, _)| min.y)
            .fold(self.window.y, f32::min)
    }

    /// Where a bar along the board's foot may stand (logical pixels: its left, right and bottom):
    /// beside a column down the whole left (a phone held sideways), from the column to the tabs
    /// folded at the right, at the window's foot; else across the window, above the panels along
    /// the bottom.
    pub fn bottom_bar(&self) -> (f32, f32, f32) {
        let (w, h) = (self.window.x, self.window.y);
        let Some(left) = self.left_column() else {
            return (0.0, w, self.above_bottom_panels());
        };
        let right = self
            .rects
            .iter()
            .filter(|(min, max)| min.x > w / 2.0 && max.y > h - NEAR)
            .map(|(min, _)| min.x)
            .fold(w, f32::min);
        (left, right, h)
    }

    /// The right edge of a column down the whole left (a phone held sideways keeps its turn
    /// strip there), logical pixels.
    pub fn left_column(&self) -> Option<f32> {
        let (w, h) = (self.window.x, self.window.y);
        self.rects
            .iter()
            .filter(|(min, max)| {
                min.x < NEAR && min.y < NEAR && max.y > h - NEAR && max.x < w / 2.0
            })
            .map(|(_, max)| max.x)
            .reduce(f32::max)
    }

    /// Is the point (logical pixels, y down) on a panel or a window over the board? A finger's
    /// press there is the window's, not the board's under it.
    pub fn covers(&self, at: Vec2) -> bool {
        let inside = |(min, max): &(Vec2, Vec2)| {
            at.x >= min.x && at.x <= max.x && at.y >= min.y && at.y <= max.y
        };
        self.rects.iter().chain(&self.over_board).any(inside)
    }

    /// The side column's first panel at the top right, if the window has one open to stand under
    /// (not a phone's folded tab): how far its right edge stands in from the window's, its
    /// bottom and its width (logical pixels, y down). Under it, a passing message covers neither
    /// the board nor the turn strip.
    pub fn under_side_column(&self) -> Option<(f32, f32, f32)> {
        let w = self.window.x;
        self.rects
            .iter()
            .filter(|(min, max)| max.x > w - NEAR && min.y < NEAR && min.x > w / 2.0)
            .filter(|(min, max)| max.x - min.x >= 200.0 && max.y - min.y >= FOLDED_TAB)
            .map(|(min, max)| (w - max.x, max.y, max.x - min.x))
            .reduce(|a, b| if b.1 < a.1 { b } else { a })
    }

    /// How far down the panels along the top reach over the window's middle (logical pixels):
    /// where something shown over the board for a moment may stand without covering them (a
    /// sideways phone's column at the left does not count).
    pub fn below_top_panels(&self) -> f32 {
        let middle = self.window.x / 2.0;
        self.rects
            .iter()
            .filter(|(min, max)| min.y < NEAR && min.x <= middle && max.x >= middle)
            .map(|(_, max)| max.y)
            .fold(0.0, f32::max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel(x: f32, y: f32, w: f32, h: f32) -> (Vec2, Vec2) {
        (Vec2::new(x, y), Vec2::new(x + w, y + h))
    }

    /// Whether a panel overlaps the board's rectangle on screen.
    fn covers(p: (Vec2, Vec2), world: Vec2, window: Vec2, insets: Insets) -> bool {
        let scale = scale_for(world, window, insets);
        let size = world / scale;
        let centre = Vec2::new(
            insets.left + (window.x - insets.left - insets.right) / 2.0,
            insets.top + (window.y - insets.top - insets.bottom) / 2.0,
        );
        let (bmin, bmax) = (centre - size / 2.0, centre + size / 2.0);
        p.0.x < bmax.x - 0.5 && p.1.x > bmin.x + 0.5 && p.0.y < bmax.y - 0.5 && p.1.y > bmin.y + 0.5
    }

    #[test]
    fn corner_panels_give_the_edge_that_costs_the_board_least() {
        let window = Vec2::new(1280.0, 720.0);
        let world = Vec2::new(1800.0, 1000.0);
        // A wide, short panel at the top left and a log at the bottom left.
        let panels = [
            panel(8.0, 8.0, 300.0, 60.0),
            panel(8.0, 560.0, 380.0, 152.0),
        ];
        let insets = best_insets(&panels, window, world);
        // The small panel's width off the left and the log's height off the bottom: a scale of 1.85
        // world units a pixel, where both off the top and bottom would need 2.03 and both off the
        // left 2.02.
        assert_eq!(
            (insets.left, insets.top, insets.bottom),
            (308.0, 0.0, 160.0)
        );
        let scale = scale_for(world, window, insets);
        assert!((scale - 1.852).abs() < 0.01, "{scale}");
        for p in panels {
            assert!(!covers(p, world, window, insets), "{p:?}");
        }
    }

    #[test]
    fn a_window_across_a_phone_above_its_bottom_panels_takes_its_height_off_the_bottom() {
        let window = Vec2::new(390.0, 844.0);
        let world = Vec2::new(1000.0, 1000.0);
        let panels = [
            panel(8.0, 8.0, 374.0, 150.0),
            panel(8.0, 790.0, 170.0, 46.0),
            panel(212.0, 790.0, 170.0, 46.0),
            // The moves chosen this turn, across the width above the folded panels.
            panel(8.0, 600.0, 374.0, 120.0),
        ];
        let insets = best_insets(&panels, window, world);
        assert_eq!((insets.left, insets.right), (0.0, 0.0));
        assert_eq!((insets.top, insets.bottom), (158.0, 244.0));
        for p in panels {
            assert!(!covers(p, world, window, insets), "{p:?}");
        }
    }

    #[test]
    fn a_folded_tab_at_the_right_of_a_phone_takes_a_band_off_the_bottom_not_the_width() {
        let window = Vec2::new(390.0, 844.0);
        let world = Vec2::new(1800.0, 1000.0);
        let panels = [
            panel(8.0, 8.0, 374.0, 262.0),
            // A lesson's panel across the width, and a folded tab at the right above it.
            panel(8.0, 530.0, 374.0, 260.0),
            panel(200.0, 480.0, 182.0, 44.0),
            panel(8.0, 795.0, 170.0, 41.0),
        ];
        let insets = best_insets(&panels, window, world);
        assert_eq!((insets.left, insets.right), (0.0, 0.0));
        assert_eq!((insets.top, insets.bottom), (270.0, 364.0));
        for p in panels {
            assert!(!covers(p, world, window, insets), "{p:?}");
        }
    }

    #[test]
    fn no_panel_covers_the_board_at_any_window_size() {
        let world = Vec2::new(1800.0, 1000.0);
        for window in [
            Vec2::new(1024.0, 640.0),
            Vec2::new(1280.0, 720.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(800.0, 1000.0),
        ] {
            let panels = [
                panel(8.0, 8.0, 300.0, 150.0),
                (
                    Vec2::new(window.x - 348.0, 8.0),
                    Vec2::new(window.x - 8.0, 200.0),
                ),
                (
                    Vec2::new(8.0, window.y - 158.0),
                    Vec2::new(450.0, window.y - 8.0),
                ),
            ];
            let insets = best_insets(&panels, window, world);
            for p in panels {
                assert!(
                    !covers(p, world, window, insets),
                    "{window}: {p:?} {insets:?}"
                );
            }
        }
    }

    #[test]
    fn a_moments_message_stands_under_the_strip_across_the_top_but_not_under_a_side_column() {
        // A phone upright: the strip across the top, the folded tabs at the bottom.
        let upright = PanelRects {
            rects: vec![
                panel(8.0, 8.0, 374.0, 280.0),
                panel(8.0, 790.0, 160.0, 46.0),
            ],
            window: Vec2::new(390.0, 844.0),
            ..default()
        };
        assert_eq!(upright.below_top_panels(), 288.0);
        // Above the folded tabs in the bottom corners.
        assert_eq!(upright.above_bottom_panels(), 790.0);
        // And above a lesson's panel across the middle, over the tabs.
        let lesson = PanelRects {
            rects: [
                upright.rects.clone(),
                vec![panel(20.0, 500.0, 350.0, 260.0)],
            ]
            .concat(),
            ..upright.clone()
        };
        assert_eq!(lesson.above_bottom_panels(), 500.0);
        // Sideways: the strip is a column down the left, a folded tab at the top right.
        let sideways = PanelRects {
            rects: vec![
                panel(8.0, 8.0, 320.0, 374.0),
                panel(620.0, 8.0, 216.0, 46.0),
            ],
            window: Vec2::new(844.0, 390.0),
            ..default()
        };
        assert_eq!(sideways.below_top_panels(), 0.0);
        // A press on the column, or on a list shown over the board, is not the board's.
        let listed = PanelRects {
            over_board: vec![panel(520.0, 8.0, 316.0, 300.0)],
            ..sideways
        };
        assert!(listed.covers(Vec2::new(100.0, 200.0)));
        assert!(listed.covers(Vec2::new(600.0, 100.0)));
        assert!(!listed.covers(Vec2::new(450.0, 200.0)));
    }

    #[test]
    fn a_dialog_in_the_middle_takes_no_band_and_the_camera_shifts_to_the_free_space() {
        let window = Vec2::new(1280.0, 720.0);
        let dialog = [panel(400.0, 200.0, 480.0, 300.0)];
        assert_eq!(
            best_insets(&dialog, window, Vec2::new(100.0, 100.0)),
            Insets::default()
        );
        // Space off the left: the camera looks further left so the world sits right of centre.
        let insets = Insets {
            left: 200.0,
            ..default()
        };
        assert_eq!(
            camera_centre(Vec2::ZERO, 2.0, insets),
            Vec2::new(-200.0, 0.0)
        );
        let insets = Insets {
            top: 100.0,
            ..default()
        };
        assert_eq!(camera_centre(Vec2::ZERO, 1.0, insets), Vec2::new(0.0, 50.0));
    }

    #[test]
    fn a_board_with_room_above_and_below_stands_in_the_window_s_middle_whatever_the_strip() {
        let window = Vec2::new(1280.0, 720.0);
        let board = (Vec2::ZERO, Vec2::new(800.0, 300.0));
        // A strip 100 or 140 px tall: the board (300 px at scale 1) fits in the middle either way.
        for top in [100.0, 140.0] {
            let insets = Insets { top, ..default() };
            assert_eq!(
                whole_view_centre(board, 1.0, (window, insets)),
                Vec2::ZERO,
                "{top}"
            );
        }
        // A strip reaching the board's place in the middle: the board stands just under it (the
        // camera higher, world y up).
        let insets = Insets {
            top: 300.0,
            right: 200.0,
            ..default()
        };
        let centre = whole_view_centre(board, 1.0, (window, insets));
        assert_eq!(centre, Vec2::new(100.0, 300.0 + 150.0 - 360.0));
        // A board as tall as the free space: in its middle, as before.
        let tall = (Vec2::ZERO, Vec2::new(800.0, 620.0));
        let insets = Insets {
            top: 100.0,
            ..default()
        };
        assert_eq!(
            whole_view_centre(tall, 1.0, (window, insets)),
            camera_centre(Vec2::ZERO, 1.0, insets)
        );
    }

    #[test]
    fn the_bar_under_a_closer_board_stands_between_the_panels() {
        // Upright: tabs along the bottom; the bar goes across, above them.
        let upright = PanelRects {
            rects: vec![
                panel(0.0, 0.0, 390.0, 300.0),
                panel(8.0, 786.0, 165.0, 50.0),
            ],
            window: Vec2::new(390.0, 844.0),
            ..default()
        };
        assert_eq!(upright.bottom_bar(), (0.0, 390.0, 786.0));
        // Sideways: the strip down the left, the Log tab in the lower right corner; the bar goes
        // from the strip to the tab, at the window's foot.
        let sideways = PanelRects {
            rects: vec![
                panel(8.0, 8.0, 327.0, 374.0),
                panel(620.0, 8.0, 215.0, 50.0),
                panel(720.0, 332.0, 115.0, 50.0),
            ],
            window: Vec2::new(844.0, 390.0),
            ..default()
        };
        assert_eq!(sideways.bottom_bar(), (335.0, 720.0, 390.0));
    }
}
