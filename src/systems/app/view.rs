//! The window's view: the camera fitted to the board and its panels, the window's title, and an idle
//! app that does not spin.

use crate::systems::shared::framing::{
    Insets, PanelRects, best_insets, scale_for, whole_view_centre,
};
use crate::systems::shared::motion::Tween;
pub use crate::systems::shared::state::ViewFrame;
use crate::systems::shared::state::{AppState, TurnPhase};
use crate::systems::shared::zoom::BoardZoom;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    )
    .add_systems(Startup, spawn_camera)
    .add_systems(Update, (fit_camera, window_title))
    // After every screen has reported whether it is busy this frame.
    .add_systems(PostUpdate, keep_awake);
}

fn spawn_camera(mut commands: Commands) {
    commands.insert_resource(ClearColor(Color::srgb(0.86, 0.79, 0.64)));
    // No multisampling: with software rendering 4x MSAA doubles the frame time, and flat sprites do
    // not need it.
    commands.spawn((Camera2d, Msaa::Off));
}

/// bevy_egui 0.42 reports the modifier keys to egui every frame even when they did not change; egui
/// takes any event as a reason to repaint at once, so the app would never go idle. Keep the event only
/// when the modifiers really changed.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<bevy_egui::egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.events.retain(|e| match e {
            bevy_egui::egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// Scales the camera so the board and its side areas fill the window.
/// The window's title names the game on screen ("Senet · Mehen"), in the player's language.
fn window_title(
    state: Res<State<AppState>>,
    lang: Res<crate::systems::shared::lang::Lang>,
    registry: Option<Res<crate::systems::shared::registry::GameRegistry>>,
    mut windows: Query<&mut Window>,
) {
    if !state.is_changed() && !lang.is_changed() {
        return;
    }
    let game = match registry.as_ref().map(|r| r.kinds_on(*state.get())) {
        Some([one]) => Some(format!("game-{}", one.name())),
        // Senet's two rule sets share a screen.
        Some([_, _, ..]) => Some("game-senet".to_string()),
        _ => None,
    };
    let title = match game {
        Some(id) => lang.f("window-title", &[("game", lang.t(&id).into())]),
        None => lang.t("menu-title"),
    };
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
        }
    }
}

/// The panels seen on this screen at this window size (each kept at its largest), and the bands they
/// take off the window's edges.
#[derive(Default)]
struct Framing {
    key: Option<(AppState, u32, u32, u32)>,
    seen: Vec<(Vec2, Vec2)>,
    insets: Insets,
    /// Frames since the screen or the window size changed: egui lays out its first passes in a
    /// screen of its own guess, so panels count from the third on.
    frames: u32,
    /// The panels changed and have not been counted yet: they count once they stand still a frame
    /// (a window's first frame is laid out before egui knows its size).
    pending: bool,
    /// The panels opened or folded by the player so far (see `PanelRects::folds`).
    folds: u32,
    /// The frame the panels last changed on.
    changed_at: u32,
}

fn fit_camera(
    windows: Query<&Window>,
    frame: Option<Res<ViewFrame>>,
    state: Res<State<AppState>>,
    panels: Option<Res<PanelRects>>,
    settings: Option<Res<crate::persist::settings::Settings>>,
    mut zoom: Option<ResMut<BoardZoom>>,
    mut framing: Local<Framing>,
    mut cameras: Query<(&mut Projection, &mut Transform), With<Camera2d>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(window) = windows.single() else { return };
    let (w, h) = (window.width().max(1.0), window.height().max(1.0));
    // The panels' sizes change with the interface size too.
    let ui_scale = settings
        .as_ref()
        .map_or(100, |s| (s.ui_scale * 100.0) as u32);
    let ui_zoom = crate::systems::shared::theme::interface_zoom(settings.as_deref(), w, h);
    let key = Some((*state.get(), w as u32, h as u32, ui_scale));
    if framing.key != key {
        *framing = Framing {
            key,
            pending: true,
            ..default()
        };
    }
    // A panel not inside one seen before is new (or larger): the bands are worked out again.
    let inside = |a: &(Vec2, Vec2), b: &(Vec2, Vec2)| {
        a.0.x >= b.0.x - 1.0 && a.0.y >= b.0.y - 1.0 && a.1.x <= b.1.x + 1.0 && a.1.y <= b.1.y + 1.0
    };
    let mut grew = false;
    framing.frames += 1;
    if let Some(panels) = panels {
        // A panel opened or folded by the player: the bands start afresh from the panels shown
        // once they stand still, so a folded panel gives its room back.
        if panels.folds != framing.folds {
            framing.folds = panels.folds;
            framing.seen.clear();
        }
        if panels.is_changed() {
            framing.pending = true;
            framing.changed_at = framing.frames;
        } else if framing.pending
            && framing.frames > 2
            // Panels measured in a window of another size (the frame before a resize) are left out.
            // (within a pixel: egui's points times a zoom such as 1.4 do not give whole pixels back)
            && panels.window.distance(Vec2::new(w, h)) < 1.0
        {
            framing.pending = false;
            for p in &panels.rects {
                if !framing.seen.iter().any(|s| inside(p, s)) {
                    framing.seen.retain(|s| !inside(s, p));
                    framing.seen.push(*p);
                    grew = true;
                }
            }
        }
    }
    // Panels not counted yet are counted on a later frame: the window must not sleep before it
    // (for a few frames only: panels measured in another size of window never count).
    if framing.pending && framing.frames < framing.changed_at + 30 {
        redraw.write(RequestRedraw);
    }
    if grew && let Some(f) = frame.as_deref().filter(|f| f.state == *state.get()) {
        framing.insets = best_insets(&framing.seen, Vec2::new(w, h), f.size * f.margin);
    }
    for (mut projection, mut tf) in &mut cameras {
        // Read first and write only on a real change: a write every frame would mark the camera
        // changed and keep the app redrawing while it should be idle.
        let Projection::Orthographic(current) = &*projection else {
            continue;
        };
        let (scale, centre) = match frame.as_deref() {
            Some(f) if f.state == *state.get() => {
                let insets = framing.insets;
                let scale = scale_for(f.size * f.margin, Vec2::new(w, h), insets).max(f.min_scale);
                let world = f.size * f.margin;
                let whole = (
                    scale,
                    whole_view_centre((f.centre, world), scale, (Vec2::new(w, h), insets)),
                );
                // (Nothing waits on the zoom's changes: read each frame, written once per keep.)
                match zoom.as_mut().map(|z| z.bypass_change_detection()) {
                    Some(z) => closer_view(
                        z,
                        (whole, (f.centre, f.size * f.margin)),
                        ((w, h), insets, ui_zoom),
                    ),
                    None => whole,
                }
            }
            _ => (1.0, Vec2::ZERO),
        };
        if (current.scale - scale).abs() > 1e-4
            && let Projection::Orthographic(o) = projection.as_mut()
        {
            o.scale = scale;
        }
        if tf.translation.truncate() != centre {
            tf.translation = centre.extend(tf.translation.z);
        }
    }
}

/// The view of a board brought closer (see [`BoardZoom::frame`]), above the bar of "Whole board"
/// along the bottom; what it had to bring into sight is in sight, and becomes its focus (the view
/// eased back as it took).
fn closer_view(
    zoom: &mut BoardZoom,
    (whole, frame): ((f32, Vec2), (Vec2, Vec2)),
    ((w, h), insets, ui_zoom): ((f32, f32), Insets, f32),
) -> (f32, Vec2) {
    let insets = if zoom.closer() {
        Insets {
            bottom: insets.bottom + crate::systems::shared::zoom::BAR_POINTS * ui_zoom,
            ..insets
        }
    } else {
        insets
    };
    let (scale, centre, focus) = zoom.frame(whole, frame, (Vec2::new(w, h), insets));
    if zoom.keep.is_some() {
        zoom.keep = None;
        zoom.focus = focus;
        // Eased back to bring it all into sight, the view stays as far off.
        zoom.factor = whole.0 / scale;
    }
    (scale, centre)
}

/// Frames drawn after the screen changes, whatever moves: its windows find their sizes over a few
/// passes (New game's Start row comes on the second), and without them the window would sleep
/// showing the first until the pointer moved.
const SETTLING_FRAMES: u32 = 10;

/// Keeps frames coming while anything moves; otherwise the app waits for input (reactive mode).
fn keep_awake(
    tweens: Query<(), With<Tween>>,
    (screen, mut settling): (Res<State<AppState>>, Local<u32>),
    phase: Option<Res<State<TurnPhase>>>,
    busy: Res<crate::systems::shared::busy::Busy>,
    spins: (
        Res<crate::systems::shared::stick_view::Tumble>,
        Res<crate::systems::shared::stick_view::DiceTumble>,
        Res<crate::systems::shared::stick_view::ShownThrow>,
        Res<crate::systems::shared::stick_view::ShownDice>,
    ),
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // A new phase draws its rings on the next frame too: without one more frame the window would
    // sleep showing the frame before them.
    let changed = phase.as_ref().is_some_and(|p| p.is_changed());
    let animating = phase.is_some_and(|p| *p.get() == TurnPhase::Animate);
    // A screen moving on by itself (a computer's turn, a hint being worked out, a replay playing:
    // its room reports it).
    let working = busy.0
        // Sticks or dice thrown (this frame or still in the air).
        || spins.0.spinning()
        || spins.1.spinning()
        || spins.2.is_changed()
        || spins.3.is_changed();
    if screen.is_changed() {
        *settling = SETTLING_FRAMES;
    }
    let left = *settling;
    *settling = left.saturating_sub(1);
    let settling = left > 0;
    if animating || !tweens.is_empty() || working || changed || settling {
        redraw.write(RequestRedraw);
    }
}
