//! A magnifier for a dense board on a touch screen. Where the board's spaces stand closer than a
//! finger can tell apart (a phone showing the whole Mehen serpent), the first tap on the board does
//! not play: it brings the board closer around the finger, until a space is [`TARGET`] pixels
//! across. Then taps play, a drag moves the board under the finger, and "Whole board" (or the next
//! turn) shows all of it again. The camera ([`BoardZoom::frame`]) follows.

use crate::systems::shared::framing::{Insets, PanelRects, camera_centre, free_size};
use crate::systems::shared::lang::Lang;
use crate::systems::shared::space_labels::NumberedSpace;
use crate::systems::shared::state::{Playing, TurnPhase};
use crate::systems::shared::touch::TouchScreen;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Pixels (the page's) a space must be across for a finger to pick it surely.
pub const TARGET: f32 = 32.0;

/// How far the board is brought closer, and around what.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardZoom {
    /// 1: the whole board; more: that many times closer.
    pub factor: f32,
    /// The world point at the middle of the view while closer.
    pub focus: Vec2,
    /// The pointer whose press brought the board closer (or moved it): its click plays nothing.
    swallow: Option<PointerId>,
    /// How far the pointer being dragged has moved, in pixels.
    dragged: f32,
    /// What the view must bring into sight once (the rings of a piece just picked: where it can
    /// go), world units; the camera moves the focus over and forgets it.
    pub keep: Option<Rect>,
}

impl Default for BoardZoom {
    fn default() -> Self {
        BoardZoom {
            factor: 1.0,
            focus: Vec2::ZERO,
            swallow: None,
            dragged: 0.0,
            keep: None,
        }
    }
}

impl BoardZoom {
    pub fn closer(&self) -> bool {
        self.factor > 1.0
    }

    /// Whether a click of `pointer` is the end of a tap that only brought the board closer or
    /// moved it: the board's spaces then ignore it.
    pub fn swallows(&self, pointer: PointerId) -> bool {
        self.swallow == Some(pointer)
    }

    /// The camera's scale and centre, given those that show the whole `frame` (its centre and
    /// size in world units) in a window of `window` pixels whose panels take `insets`: the closer
    /// view fills the space the panels leave, never the space under them. Third, the world point
    /// the closer view is about: the focus moved (as little as it takes) to show what it must
    /// [`keep`](BoardZoom::keep) in sight, and kept on the board.
    pub fn frame(
        &self,
        (scale, centre): (f32, Vec2),
        frame: (Vec2, Vec2),
        (window, insets): (Vec2, Insets),
    ) -> (f32, Vec2, Vec2) {
        if !self.closer() {
            return (scale, centre, self.focus);
        }
        let free = free_size(window, insets);
        let factor = self
            .keep
            .map_or(self.factor, |keep| self.eased(keep, free * scale));
        let scale = scale / factor;
        let half_view = free * scale / 2.0;
        let (middle, size) = frame;
        let focus = self
            .keep
            .map_or(self.focus, |keep| in_sight(self.focus, keep, half_view));
        let axis = |focus: f32, middle: f32, half_frame: f32, half_view: f32| {
            if half_frame > half_view {
                focus.clamp(
                    middle - half_frame + half_view,
                    middle + half_frame - half_view,
                )
            } else {
                middle
            }
        };
        let looked_at = Vec2::new(
            axis(focus.x, middle.x, size.x / 2.0, half_view.x),
            axis(focus.y, middle.y, size.y / 2.0, half_view.y),
        );
        (scale, camera_centre(looked_at, scale, insets), looked_at)
    }

    /// The factor eased for `keep` to fit the view (`whole_view` world units at the whole board)
    /// with a little room, by at most [`ROOM_TO_SPARE`], so the spaces stay a finger's size.
    fn eased(&self, keep: Rect, whole_view: Vec2) -> f32 {
        let room = whole_view / self.factor * 0.9;
        let over = (keep.width() / room.x).max(keep.height() / room.y);
        (self.factor / over.clamp(1.0, ROOM_TO_SPARE)).max(1.0)
    }
}

/// How much more than enough the board is brought closer: its spaces stand this many times
/// [`TARGET`] across, and a view eased back as far to show a piece's places still has them tappable.
const ROOM_TO_SPARE: f32 = 1.25;

/// The focus nearest `focus` whose view (`half_view` each way from it) shows all of `keep` with a
/// little room round it. Along a way `keep` is longer than the view, its middle: as much of a
/// piece's places as the view can hold, rather than the finger's place, whose piece is known.
fn in_sight(focus: Vec2, keep: Rect, half_view: Vec2) -> Vec2 {
    let room = half_view * 0.9;
    let axis = |focus: f32, low: f32, high: f32, room: f32| {
        if high - low <= room * 2.0 {
            focus.clamp(high - room, low + room)
        } else {
            (low + high) / 2.0
        }
    };
    Vec2::new(
        axis(focus.x, keep.min.x, keep.max.x, room.x),
        axis(focus.y, keep.min.y, keep.max.y, room.y),
    )
}

/// How many times closer the board must come for its closest spaces (`across` world units) to be
/// [`TARGET`] pixels across at `scale` world units a pixel; 1 when they already are.
pub fn factor_needed(across: f32, scale: f32) -> f32 {
    let pixels = across / scale.max(f32::EPSILON);
    if pixels >= TARGET {
        1.0
    } else {
        // A little more than enough, and never so close that the board is lost.
        (TARGET * ROOM_TO_SPARE / pixels).clamp(1.5, 4.0)
    }
}

/// The board has just come closer at a finger's tap: what the screen said about an earlier tap (a
/// refused move) is out of date, and each screen forgets it.
#[derive(Message, Debug, Clone, Copy)]
pub struct BroughtCloser;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardZoom>()
        .add_message::<BroughtCloser>()
        .init_resource::<KeepInSight>()
        .add_systems(OnEnter(TurnPhase::Throw), whole_board)
        .add_systems(OnExit(Playing), whole_board);
}

pub(crate) fn window_plugin(app: &mut App) {
    app.add_observer(closer_on_press)
        .add_systems(
            PreUpdate,
            drag_the_board.after(bevy::picking::PickingSystems::Last),
        )
        .add_systems(
            Update,
            rings_in_sight.after(crate::systems::shared::placement::RingsDrawn),
        )
        .add_systems(Last, forget_released)
        .add_systems(
            EguiPrimaryContextPass,
            whole_board_button.run_if(in_state(Playing)),
        );
}

fn whole_board(mut zoom: ResMut<BoardZoom>) {
    if zoom.closer() {
        *zoom = BoardZoom::default();
    }
}

/// A press on a space of a dense board (or a piece on one), by a finger, with the whole board
/// shown: the board comes closer around it, and the tap plays nothing. (A large target, such as
/// the tail pen, plays at once.)
fn closer_on_press(
    press: On<Pointer<bevy::picking::events::Press>>,
    touch: Res<TouchScreen>,
    playing: Option<Res<State<Playing>>>,
    mut zoom: ResMut<BoardZoom>,
    spaces: Query<(&NumberedSpace, &GlobalTransform)>,
    cameras: Query<(&Camera, &GlobalTransform, &Projection), With<Camera2d>>,
    panels: Option<Res<PanelRects>>,
    mut contexts: EguiContexts,
    mut closer: MessageWriter<BroughtCloser>,
) {
    if !touch.0 || playing.is_none() || zoom.closer() {
        return;
    }
    // A press on a window (a list of moves over the board, the pause menu) is the window's.
    let at = press.pointer_location.position;
    let on_a_window = contexts.ctx_mut().is_ok_and(|ctx| over_a_window(ctx, at));
    if panels.is_some_and(|p| p.covers(at)) || on_a_window {
        return;
    }
    let Ok((camera, at, Projection::Orthographic(ortho))) = cameras.single() else {
        return;
    };
    let Ok(point) = camera.viewport_to_world_2d(at, press.pointer_location.position) else {
        return;
    };
    let on_a_space = spaces
        .iter()
        .any(|(s, t)| t.translation().truncate().distance(point) <= s.radius * 1.2);
    let Some(across) = spaces.iter().map(|(s, _)| s.radius * 2.0).reduce(f32::min) else {
        return;
    };
    let factor = factor_needed(across, ortho.scale);
    if on_a_space && factor > 1.0 {
        *zoom = BoardZoom {
            factor,
            focus: point,
            swallow: Some(press.pointer_id),
            dragged: 0.0,
            keep: None,
        };
        closer.write(BroughtCloser);
    }
}

/// Does an egui window or area stand at `at` (the window's pixels)? (Dialogs such as the pause
/// menu are no panels: the board's picking sees through them.)
fn over_a_window(ctx: &egui::Context, at: Vec2) -> bool {
    let point = egui::pos2(at.x, at.y) / ctx.zoom_factor();
    // (What stands in the background, as a whole screen's page, is no window over the board.)
    ctx.layer_id_at(point)
        .is_some_and(|layer| layer.order != egui::Order::Background)
}

/// While the board is closer, a finger dragged over it moves it along (and its release plays
/// nothing).
fn drag_the_board(
    mut drags: MessageReader<Pointer<bevy::picking::events::Drag>>,
    mut zoom: ResMut<BoardZoom>,
    cameras: Query<&Projection, With<Camera2d>>,
) {
    let Ok(Projection::Orthographic(ortho)) = cameras.single() else {
        drags.clear();
        return;
    };
    // One message per entity under the finger: each pointer's move counts once a frame.
    let mut seen: Vec<PointerId> = Vec::new();
    for drag in drags.read() {
        if !zoom.closer() || seen.contains(&drag.pointer_id) {
            continue;
        }
        seen.push(drag.pointer_id);
        zoom.keep = None;
        zoom.focus += Vec2::new(-drag.delta.x, drag.delta.y) * ortho.scale;
        zoom.dragged += drag.delta.length();
        if zoom.dragged > 8.0 {
            zoom.swallow = Some(drag.pointer_id);
        }
    }
}

/// What a board brought closer must show once it is there (world rectangles): a piece just picked
/// and the places it can go, as the screen that rings them says.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct KeepInSight(pub Vec<Rect>);

/// New places to keep in sight on a board brought closer come into view.
fn rings_in_sight(
    keep: Res<KeepInSight>,
    mut zoom: ResMut<BoardZoom>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if !keep.is_changed() || !zoom.closer() {
        return;
    }
    zoom.keep = keep.0.iter().copied().reduce(|a, b| a.union(b));
    // The camera moves on a frame of its own: one must come, even where the app waits for input.
    redraw.write(bevy::window::RequestRedraw);
}

/// A released pointer's tap is over: its next click plays.
fn forget_released(
    mut released: MessageReader<Pointer<bevy::picking::events::Release>>,
    mut zoom: ResMut<BoardZoom>,
) {
    for release in released.read() {
        if zoom.swallow == Some(release.pointer_id) {
            zoom.swallow = None;
        }
        zoom.dragged = 0.0;
    }
}

/// How long "Brought closer" is shown once the board comes closer (seconds).
const CLOSER_NOTICE_SECONDS: f64 = 4.0;

/// The height of the bar along the bottom while the board is closer (egui's points): a finger's
/// button and its margins. The closer view stands above it.
pub const BAR_POINTS: f32 = 56.0;

/// While the board is closer, a bar just above the panels along the bottom: what the tap did (for
/// a few seconds, for whoever took it for a tap that failed) and "Whole board", within a thumb's
/// reach. The closer view is framed above it, so it covers no space.
fn whole_board_button(
    mut contexts: EguiContexts,
    mut zoom: ResMut<BoardZoom>,
    lang: Res<Lang>,
    panels: Option<Res<PanelRects>>,
    (time, mut since, mut redraw): (
        Res<Time<Real>>,
        Local<Option<f64>>,
        MessageWriter<bevy::window::RequestRedraw>,
    ),
) -> Result {
    if !zoom.closer() {
        *since = None;
        return Ok(());
    }
    // The frames keep coming until the words are gone.
    let now = time.elapsed_secs_f64();
    let told = now - *since.get_or_insert(now) < CLOSER_NOTICE_SECONDS;
    if told {
        redraw.write(bevy::window::RequestRedraw);
    }
    let ctx = contexts.ctx_mut()?;
    // The panels' rectangles are in the window's pixels; egui's points are those over its zoom.
    let screen = ctx.content_rect();
    let zoom_factor = ctx.zoom_factor();
    let (left, right, bottom) =
        panels.map_or((screen.left(), screen.right(), screen.bottom()), |p| {
            let (left, right, bottom) = p.bottom_bar();
            (
                left / zoom_factor,
                right / zoom_factor,
                bottom / zoom_factor,
            )
        });
    let bottom = bottom.min(screen.bottom());
    let bar = egui::Rect::from_min_max(
        egui::pos2(left, bottom - BAR_POINTS),
        egui::pos2(right, bottom),
    );
    // Filled down to the window's foot, under the folded tabs too: no space peeps between them.
    let band = bar.with_max_y(screen.bottom());
    let fill = ctx.global_style().visuals.window_fill;
    ctx.layer_painter(egui::LayerId::background())
        .rect_filled(band, 0.0, fill);
    egui::Area::new(egui::Id::new("whole-board"))
        .fixed_pos(bar.min)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_min_size(bar.size());
            ui.set_max_size(bar.size());
            let layout = egui::Layout::right_to_left(egui::Align::Center);
            ui.allocate_ui_with_layout(bar.size(), layout, |ui| {
                ui.add_space(8.0);
                let words =
                    egui::Button::new(lang.t("board-whole")).wrap_mode(egui::TextWrapMode::Extend);
                if ui
                    .add(words)
                    .on_hover_text(lang.t("board-whole-tip"))
                    .clicked()
                {
                    *zoom = BoardZoom::default();
                }
                if told {
                    ui.add_space(8.0);
                    let room = egui::vec2((ui.available_width() - 8.0).max(0.0), BAR_POINTS);
                    let words = egui::Layout::left_to_right(egui::Align::Center);
                    ui.allocate_ui_with_layout(room, words, |ui| {
                        ui.add(egui::Label::new(lang.t("board-closer")).wrap());
                    });
                }
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_on_a_dialog_over_the_board_is_the_dialogs() {
        let ctx = egui::Context::default();
        ctx.set_zoom_factor(2.0);
        for _ in 0..2 {
            let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
                egui::Window::new("Paused")
                    .fixed_pos(egui::pos2(100.0, 100.0))
                    .fixed_size(egui::vec2(100.0, 100.0))
                    .show(ui.ctx(), |ui| ui.label("Resume"));
            });
        }
        // In the window's pixels: twice egui's points.
        assert!(over_a_window(&ctx, Vec2::new(300.0, 300.0)));
        assert!(!over_a_window(&ctx, Vec2::new(150.0, 150.0)));
        assert!(!over_a_window(&ctx, Vec2::new(600.0, 600.0)));
    }

    #[test]
    fn a_board_whose_spaces_are_too_small_to_tap_comes_closer_and_a_roomy_one_does_not() {
        // Spaces 20 units across at 1 unit a pixel: 20 px, too small.
        let f = factor_needed(20.0, 1.0);
        assert!(20.0 * f >= TARGET, "{f}");
        assert_eq!(factor_needed(40.0, 1.0), 1.0);
        assert_eq!(factor_needed(1.0, 1.0), 4.0, "never more than four times");
    }

    #[test]
    fn the_closer_view_follows_the_finger_but_never_leaves_the_board() {
        let zoom = BoardZoom {
            factor: 2.0,
            focus: Vec2::new(1000.0, 0.0),
            ..default()
        };
        // The whole 400x400 board in a 400x400 window at one unit a pixel.
        let (scale, centre, _) = zoom.frame(
            (1.0, Vec2::ZERO),
            (Vec2::ZERO, Vec2::splat(400.0)),
            (Vec2::splat(400.0), Insets::default()),
        );
        assert_eq!(scale, 0.5);
        // The view is 200 units wide: its middle goes no further right than 100.
        assert_eq!(centre, Vec2::new(100.0, 0.0));
        let whole = BoardZoom::default().frame(
            (1.0, Vec2::ONE),
            (Vec2::ZERO, Vec2::splat(400.0)),
            (Vec2::splat(400.0), Insets::default()),
        );
        assert_eq!((whole.0, whole.1), (1.0, Vec2::ONE));
    }

    #[test]
    fn the_closer_view_fills_the_space_the_panels_leave() {
        let zoom = BoardZoom {
            factor: 2.0,
            focus: Vec2::new(-1000.0, 0.0),
            ..default()
        };
        // A column 200 pixels wide down the left of a 600x400 window: 400x400 pixels are free.
        let insets = Insets {
            left: 200.0,
            ..default()
        };
        let (scale, centre, _) = zoom.frame(
            (1.0, Vec2::ZERO),
            (Vec2::ZERO, Vec2::splat(400.0)),
            (Vec2::new(600.0, 400.0), insets),
        );
        assert_eq!(scale, 0.5);
        // The free space shows 200 units: its middle at -100, the board's left edge at its left
        // edge (x 200 on screen), none of the board under the column.
        let free_middle = centre.x + scale * (insets.left - insets.right) / 2.0;
        assert_eq!(free_middle, -100.0);
        let screen_x_of_left_edge = 300.0 + (-200.0 - centre.x) / scale;
        assert_eq!(screen_x_of_left_edge, 200.0);
    }

    #[test]
    fn the_rings_of_a_piece_picked_come_into_the_closer_view() {
        // A 400x400 board twice closer in a 400x400 window: the view is 200 units across.
        let whole = ((1.0, Vec2::ZERO), (Vec2::ZERO, Vec2::splat(400.0)));
        let window = (Vec2::splat(400.0), Insets::default());
        // Looking at (-100, 0), the view reaches x = 0; rings from -50 to 60 are partly out.
        let zoom = BoardZoom {
            factor: 2.0,
            focus: Vec2::new(-100.0, 0.0),
            keep: Some(Rect::new(-50.0, -10.0, 60.0, 10.0)),
            ..default()
        };
        let (_, _, focus) = zoom.frame(whole.0, whole.1, window);
        // Moved no further than it takes: the rings' right edge just inside, 10% of room kept.
        assert_eq!(focus, Vec2::new(-30.0, 0.0));
        assert!(focus.x + 100.0 >= 60.0 && focus.x - 100.0 <= -50.0);
        // Rings far wider than the view: it eases back as far as the spaces allow and stands
        // at their middle, showing as many as it can.
        let wide = BoardZoom {
            keep: Some(Rect::new(-140.0, -10.0, 260.0, 10.0)),
            ..zoom
        };
        let (scale, _, focus) = wide.frame(whole.0, whole.1, window);
        assert!((scale - 0.5 * ROOM_TO_SPARE).abs() < 1e-5, "{scale}");
        assert!(focus.distance(Vec2::new(60.0, 0.0)) < 1e-3, "{focus}");
    }

    #[test]
    fn a_piece_s_places_taller_than_the_view_come_into_it_a_little_further_off() {
        // A 400x400 board twice closer in a 400x400 window: the view is 200 units, 180 with room.
        let whole = ((1.0, Vec2::ZERO), (Vec2::ZERO, Vec2::splat(400.0)));
        let window = (Vec2::splat(400.0), Insets::default());
        let zoom = BoardZoom {
            factor: 2.0,
            focus: Vec2::new(0.0, -100.0),
            keep: Some(Rect::new(-10.0, -50.0, 10.0, 170.0)),
            ..default()
        };
        // 220 units tall: eased back to a view of 220 / 0.9 units, the places' middle its focus.
        let (scale, _, focus) = zoom.frame(whole.0, whole.1, window);
        let view = 400.0 * scale;
        assert!((view * 0.9 - 220.0).abs() < 0.01, "{view}");
        assert!(
            focus.y - view / 2.0 <= -50.0 && focus.y + view / 2.0 >= 170.0,
            "{focus}"
        );
        // Far taller than the view: no further off than the spaces allow, at their middle.
        let tall = BoardZoom {
            keep: Some(Rect::new(-10.0, -150.0, 10.0, 170.0)),
            ..zoom
        };
        let (scale, _, focus) = tall.frame(whole.0, whole.1, window);
        assert!((scale - 0.5 * ROOM_TO_SPARE).abs() < 1e-5, "{scale}");
        assert!(focus.distance(Vec2::new(0.0, 10.0)) < 1e-3, "{focus}");
    }
}
