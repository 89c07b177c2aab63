//! Where the board goes on screen: as large as the window allows in the space the panels leave free.
//!
//! Each panel stands against one or two edges of the window (a corner panel against two). It takes a
//! band off one of those edges: a panel in the top-left corner takes its width off the left, or its
//! height off the top. Of every way to give each panel one of its edges, the one that leaves the
//! board the largest scale wins, so nothing covers the board whatever the window's shape. The bands
//! only grow while a screen is shown, so the board does not jump when a panel grows and shrinks
//! again (a list of moves opening and closing); they start afresh on another screen or window size.

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

/// The edges a panel (`min`, `max`: its corners, y down, logical pixels) stands against, as the
/// bands it could take: 0 left, 1 right, 2 top, 3 bottom. A panel across the whole width (a
/// phone's) may also take what lies between it and the nearer of the top and the bottom, and one
/// down the whole height what lies between it and the nearer side.
fn edges(min: Vec2, max: Vec2, window: Vec2) -> Vec<(usize, f32)> {
    let mut out = Vec::new();
    let across = min.x <= NEAR && max.x >= window.x - NEAR;
    let down = min.y <= NEAR && max.y >= window.y - NEAR;
    let centre = (min + max) / 2.0;
    if across && min.y > NEAR && max.y < window.y - NEAR {
        out.push(if centre.y < window.y / 2.0 {
            (2, max.y)
        } else {
            (3, window.y - min.y)
        });
    }
    if down && min.x > NEAR && max.x < window.x - NEAR {
        out.push(if centre.x < window.x / 2.0 {
            (0, max.x)
        } else {
            (1, window.x - min.x)
        });
    }
    if min.x <= NEAR {
        out.push((0, max.x));
    }
    if max.x >= window.x - NEAR {
        out.push((1, window.x - min.x));
    }
    if min.y <= NEAR {
        out.push((2, max.y));
    }
    if max.y >= window.y - NEAR {
        out.push((3, window.y - min.y));
    }
    out
}

/// The bands that leave `world` (the size the board needs, world units at scale 1) the largest on
/// screen, for `panels` (corner pairs, y down) in a window of `window` logical pixels. A panel
/// against no edge (in the middle) is left out: it is a dialog over the game, not a panel.
pub fn best_insets(panels: &[(Vec2, Vec2)], window: Vec2, world: Vec2) -> Insets {
    let choices: Vec<Vec<(usize, f32)>> = panels
        .iter()
        .map(|&(min, max)| edges(min, max, window))
        .filter(|e| !e.is_empty())
        .collect();
    let combinations: usize = choices.iter().map(Vec::len).product();
    let mut best = (f32::MAX, Insets::default());
    for mut k in 0..combinations {
        let mut bands = [0.0f32; 4];
        for edges in &choices {
            let (edge, depth) = edges[k % edges.len()];
            k /= edges.len();
            bands[edge] = bands[edge].max(depth);
        }
        let insets = Insets {
            left: bands[0],
            right: bands[1],
            top: bands[2],
            bottom: bands[3],
        };
        let scale = scale_for(world, window, insets);
        if scale < best.0 {
            best = (scale, insets);
        }
    }
    best.1
}

/// World units per logical pixel for `world` to fit the window less `insets` (smaller: larger board).
pub fn scale_for(world: Vec2, window: Vec2, insets: Insets) -> f32 {
    let free = Vec2::new(
        (window.x - insets.left - insets.right).max(window.x * 0.2),
        (window.y - insets.top - insets.bottom).max(window.y * 0.2),
    );
    (world.x / free.x).max(world.y / free.y)
}

/// Where the camera looks for the world's `centre` to sit in the middle of the free space.
pub fn camera_centre(centre: Vec2, scale: f32, insets: Insets) -> Vec2 {
    Vec2::new(
        centre.x - scale * (insets.left - insets.right) / 2.0,
        centre.y + scale * (insets.top - insets.bottom) / 2.0,
    )
}

/// The panels shown this frame (logical pixels, y down), as the backdrops saw them, and the size of
/// the window they were measured in.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct PanelRects {
    pub rects: Vec<(Vec2, Vec2)>,
    pub window: Vec2,
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
}
