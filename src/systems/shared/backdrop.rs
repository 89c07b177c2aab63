//! Backgrounds of the in-game panels painted as plain sprites under see-through egui windows.
//!
//! bevy_egui's fragment shader converts every pixel to gamma space and back (two `pow` per channel).
//! On a GPU that is free; with software rendering (llvmpipe, machines without a GPU driver) the
//! panels' backgrounds were the costliest pixels of the game screen, about a quarter of the frame.
//! A sprite of the same colour costs a fraction of that. Windows that overlap another panel keep
//! egui's own fill (from the next frame on), so text never shows through.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The panel rectangles (egui points) drawn this frame, filled by the HUD systems.
#[derive(Resource, Default)]
pub struct Backdrops {
    rects: Vec<egui::Rect>,
    /// Of those, the ones shown over the board for a moment (a list opened on a phone), which the
    /// board's framing leaves out: it would shrink the board for good.
    over_board: Vec<egui::Rect>,
    /// The folded titles of the panels open over the board: the board keeps their bands.
    tabs: Vec<egui::Rect>,
    /// Last frame's panels overlapped (or stood over the board): fall back to egui's fill.
    overlapping: bool,
}

impl Backdrops {
    /// The frame a HUD window should use: egui's window frame, see-through while its backdrop is a
    /// sprite. Square corners, so the sprite matches the frame.
    pub fn frame(&self, style: &egui::Style) -> egui::Frame {
        let frame = egui::Frame::window(style).corner_radius(0);
        if self.overlapping {
            frame
        } else {
            frame.fill(egui::Color32::TRANSPARENT)
        }
    }

    /// Records a shown window's rectangle (nothing when the window is closed).
    pub fn add<R>(&mut self, shown: Option<egui::InnerResponse<R>>) {
        if let Some(shown) = shown {
            self.rects.push(shown.response.rect);
        }
    }

    /// Records a side panel that folds (shown with `race_hud::show_foldable`): on a phone
    /// (`phone`), opened, it stands over the board while it is read, and the board keeps its size;
    /// folded, its title takes a band as any panel's.
    /// Its folded title's place (`tab`, where it stood folded at this screen size) keeps its band,
    /// so the board does not move while the panel is open.
    pub fn add_foldable<R>(
        &mut self,
        shown: Option<egui::InnerResponse<Option<R>>>,
        (phone, tab): (bool, Option<egui::Rect>),
    ) {
        let open = shown.as_ref().is_some_and(|s| s.inner.is_some());
        if !(phone && open) {
            self.add(shown);
            return;
        }
        self.tabs.extend(tab);
        self.add_over_board(shown);
    }

    /// Records a window shown over the board, which the board does not make room for.
    pub fn add_over_board<R>(&mut self, shown: Option<egui::InnerResponse<R>>) {
        if let Some(shown) = shown {
            self.over_board.push(shown.response.rect);
            self.rects.push(shown.response.rect);
        }
    }
}

fn any_overlap(rects: &[egui::Rect]) -> bool {
    rects
        .iter()
        .enumerate()
        .any(|(i, a)| rects[i + 1..].iter().any(|b| a.intersects(*b)))
}

/// A sprite under one HUD window.
#[derive(Component)]
struct Backdrop;

/// The backdrop sprites, never the camera (both have a `Transform`).
type OnlyBackdrops = (With<Backdrop>, Without<Camera2d>);

/// Paints after every system that adds windows.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PaintBackdrops;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Backdrops>()
        .init_resource::<crate::systems::shared::framing::PanelRects>()
        .add_systems(EguiPrimaryContextPass, paint.in_set(PaintBackdrops));
}

/// Keeps one sprite per recorded window, placed under it in world coordinates, then clears the list.
fn paint(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut backdrops: ResMut<Backdrops>,
    windows: Query<&Window>,
    cameras: Query<(&Projection, &Transform), With<Camera2d>>,
    mut sprites: Query<(Entity, &mut Sprite, &mut Transform), OnlyBackdrops>,
    mut panels: ResMut<crate::systems::shared::framing::PanelRects>,
    zoom: Option<Res<crate::systems::shared::zoom::BoardZoom>>,
) -> Result {
    let rects = std::mem::take(&mut backdrops.rects);
    let over_board = std::mem::take(&mut backdrops.over_board);
    let tabs = std::mem::take(&mut backdrops.tabs);
    // Where the board may stand under a panel (a list over it, the board brought closer), egui
    // fills the panels itself: the rings, drawn over every sprite, must not show through.
    let under = !over_board.is_empty() || zoom.is_some_and(|z| z.closer());
    backdrops.overlapping = any_overlap(&rects) || under;
    let ctx = contexts.ctx_mut()?;
    let fill = ctx.global_style().visuals.window_fill;
    let points_to_logical = ctx.pixels_per_point();
    let (Ok(window), Ok((Projection::Orthographic(ortho), camera))) =
        (windows.single(), cameras.single())
    else {
        return Ok(());
    };
    let points_to_logical = points_to_logical / window.scale_factor();
    // The panels for the camera to keep the board clear of (logical pixels, y down).
    let to_logical = |r: &egui::Rect| {
        (
            Vec2::new(r.min.x, r.min.y) * points_to_logical,
            Vec2::new(r.max.x, r.max.y) * points_to_logical,
        )
    };
    let logical: Vec<(Vec2, Vec2)> = rects
        .iter()
        .filter(|r| !over_board.contains(r))
        .chain(&tabs)
        .map(to_logical)
        .collect();
    let screen = ctx.content_rect();
    let measured = crate::systems::shared::framing::PanelRects {
        rects: logical,
        window: Vec2::new(screen.width(), screen.height()) * points_to_logical,
        folds: crate::systems::shared::framing::folds(ctx),
        over_board: over_board.iter().map(to_logical).collect(),
    };
    if *panels != measured {
        *panels = measured;
    }
    let half = Vec2::new(window.width(), window.height()) / 2.0;
    let to_world = |p: egui::Pos2| {
        let logical = Vec2::new(p.x, p.y) * points_to_logical;
        let centred = Vec2::new(logical.x - half.x, half.y - logical.y);
        camera.translation.truncate() + centred * ortho.scale
    };
    let colour = Color::srgba_u8(fill.r(), fill.g(), fill.b(), fill.a());
    let wanted = if backdrops.overlapping {
        &[][..]
    } else {
        &rects
    };
    let mut existing = sprites.iter_mut();
    for rect in wanted {
        let (min, max) = (to_world(rect.left_bottom()), to_world(rect.right_top()));
        let size = max - min;
        // In front of the board and its pieces, behind egui (which draws after the scene).
        let at = Transform::from_translation(((min + max) / 2.0).extend(900.0));
        match existing.next() {
            Some((_, mut sprite, mut transform)) => {
                if sprite.custom_size != Some(size) || sprite.color != colour {
                    sprite.custom_size = Some(size);
                    sprite.color = colour;
                }
                if *transform != at {
                    *transform = at;
                }
            }
            None => {
                commands.spawn((
                    Backdrop,
                    Sprite::from_color(colour, size),
                    at,
                    Pickable::IGNORE,
                ));
            }
        }
    }
    for (entity, ..) in existing {
        commands.entity(entity).despawn();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x: f32, y: f32, w: f32, h: f32) -> egui::Rect {
        egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h))
    }

    #[test]
    fn windows_are_see_through_only_while_panels_stay_apart() {
        let corners = [rect(8.0, 8.0, 300.0, 120.0), rect(8.0, 560.0, 380.0, 150.0)];
        assert!(!any_overlap(&corners));
        let tall_turn_panel = [rect(8.0, 8.0, 300.0, 600.0), corners[1]];
        assert!(any_overlap(&tall_turn_panel));

        let style = egui::Style::default();
        let mut backdrops = Backdrops::default();
        assert_eq!(backdrops.frame(&style).fill, egui::Color32::TRANSPARENT);
        backdrops.overlapping = true;
        assert_eq!(backdrops.frame(&style).fill, style.visuals.window_fill);
    }
}
