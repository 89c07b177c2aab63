//! Touch screens: a page on a phone or a tablet (whose pointer is a finger), or any screen once it
//! is touched. From then on the texts name no keys (a message's `.touch` words, no "(Space)") and
//! every button, box and choice is at least a finger's height.

use crate::i18n;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::theme::Styled;
use bevy::input::touch::TouchInput;
use bevy::input::touch::TouchPhase;
use bevy::prelude::*;
use bevy_egui::input::{EguiContextPointerPosition, EguiInputEvent};
use bevy_egui::{
    EguiContexts, EguiGlobalSettings, EguiInputSet, EguiOutput, EguiPrimaryContextPass,
    EguiZoomFactor, PrimaryEguiContext, egui,
};

/// Is the game played by touch?
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TouchScreen(pub bool);

/// The height, in the page's pixels (CSS pixels), of anything a finger presses: the size phones'
/// own guidelines ask for.
pub const FINGER: f32 = 44.0;

/// The height of the interface's buttons with a mouse (egui's own).
const POINTER: f32 = 18.0;

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(TouchScreen(finger_pointer()))
        .add_systems(Update, word_for_the_device);
}

pub(crate) fn window_plugin(app: &mut App) {
    // Touches exist where there is a window (a headless run has no input).
    app.add_systems(PreUpdate, notice_touches)
        .add_systems(EguiPrimaryContextPass, finger_sizes.in_set(Styled))
        .add_systems(Startup, |mut egui: ResMut<EguiGlobalSettings>| {
            // Taps reach egui through `taps_as_clicks` instead.
            egui.input_system_settings
                .run_write_window_touch_messages_system = false;
        })
        .add_systems(PreUpdate, taps_as_clicks.in_set(EguiInputSet::FocusContext));
}

/// A page whose main pointer is coarse (a finger) starts as a touch screen.
#[cfg(target_arch = "wasm32")]
fn finger_pointer() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches())
}

#[cfg(not(target_arch = "wasm32"))]
fn finger_pointer() -> bool {
    false
}

/// A touch anywhere makes the game a touch screen's (it stays one for the run).
fn notice_touches(mut touches: MessageReader<TouchInput>, mut touch: ResMut<TouchScreen>) {
    if touches.read().next().is_some() && !touch.0 {
        touch.0 = true;
    }
}

/// Texts follow the device: the global switch (for texts worded in every language at once) and the
/// screens' language.
fn word_for_the_device(touch: Res<TouchScreen>, mut lang: ResMut<Lang>) {
    if lang.touch() != touch.0 {
        i18n::set_touch(touch.0);
        lang.set_touch(touch.0);
    }
}

/// Whatever a finger presses is at least [`FINGER`] tall on a touch screen, whatever the interface
/// size (egui's points are the page's pixels divided by its zoom), and words cannot be selected.
fn finger_sizes(mut contexts: EguiContexts, touch: Res<TouchScreen>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = if touch.0 {
        FINGER / ctx.zoom_factor()
    } else {
        POINTER
    };
    let style = ctx.global_style();
    // A finger's drag over words scrolls the page rather than selecting them.
    let selectable = !touch.0;
    if (style.spacing.interact_size.y - height).abs() > 0.01
        || style.interaction.selectable_labels != selectable
    {
        ctx.all_styles_mut(|s| {
            s.spacing.interact_size.y = height;
            s.interaction.selectable_labels = selectable;
        });
    }
    Ok(())
}

/// The finger egui's pointer follows, and what waits for the next frame.
#[derive(Default)]
struct Finger {
    /// The touch the pointer follows.
    id: Option<u64>,
    /// A release held back a frame (where the finger left).
    release: Option<egui::Pos2>,
}

/// A touch moves egui's pointer, presses and releases it (as bevy_egui's own translation does),
/// with one difference: a tap shorter than a frame, a phone's usual tap on a busy page, brings its
/// press and its release in the same frame, and egui, which sees the pointer gone by the frame's
/// end, then finds no click. Here such a release waits for the next frame, so one tap is one click.
fn taps_as_clicks(
    mut touches: MessageReader<TouchInput>,
    mut out: MessageWriter<EguiInputEvent>,
    mut context: Query<
        (
            Entity,
            &EguiZoomFactor,
            &mut EguiContextPointerPosition,
            &EguiOutput,
        ),
        With<PrimaryEguiContext>,
    >,
    mut finger: Local<Finger>,
) {
    let Ok((context, zoom, mut pointer, output)) = context.single_mut() else {
        return;
    };
    let typing =
        output.platform_output.ime.is_some() || output.platform_output.mutable_text_under_cursor;
    let mut send = |event: egui::Event| {
        out.write(EguiInputEvent { context, event });
    };
    if let Some(at) = finger.release.take() {
        release(&mut send, at, typing);
    }
    let mut pressed_now = None;
    for touch in touches.read() {
        if finger.id.is_some_and(|id| id != touch.id) {
            continue;
        }
        let at = egui::pos2(touch.position.x, touch.position.y) / zoom.zoom_factor;
        pointer.position = at;
        // egui lets a finger's drag scroll its lists only once it has been handed a touch.
        send(as_touch(touch, at));
        match touch.phase {
            TouchPhase::Started => {
                finger.id = Some(touch.id);
                pressed_now = Some(touch.id);
                send(egui::Event::PointerMoved(at));
                send(press(at, true));
            }
            TouchPhase::Moved => send(egui::Event::PointerMoved(at)),
            TouchPhase::Ended | TouchPhase::Canceled => {
                finger.id = None;
                if pressed_now == Some(touch.id) {
                    finger.release = Some(at);
                } else {
                    release(&mut send, at, typing);
                }
            }
        }
    }
}

/// A touch as egui knows it (from the one touch screen).
fn as_touch(touch: &TouchInput, at: egui::Pos2) -> egui::Event {
    egui::Event::Touch {
        device_id: egui::TouchDeviceId(0),
        id: egui::TouchId(touch.id),
        phase: match touch.phase {
            TouchPhase::Started => egui::TouchPhase::Start,
            TouchPhase::Moved => egui::TouchPhase::Move,
            TouchPhase::Ended => egui::TouchPhase::End,
            TouchPhase::Canceled => egui::TouchPhase::Cancel,
        },
        pos: at,
        force: None,
    }
}

/// egui's main pointer button pressed or released at `at`.
fn press(at: egui::Pos2, pressed: bool) -> egui::Event {
    egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::default(),
    }
}

/// The finger leaves the glass at `at`: the button rises and the pointer is gone (no hover stays
/// behind on a touch screen). In a page, the phone's keyboard opens while a text box is being
/// written in (`typing`) and closes otherwise, as bevy_egui does it.
fn release(send: &mut impl FnMut(egui::Event), at: egui::Pos2, typing: bool) {
    send(press(at, false));
    send(egui::Event::PointerGone);
    #[cfg(target_arch = "wasm32")]
    if !ios_safari() {
        bevy_egui::text_agent::update_text_agent(typing);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = typing;
}

/// Safari on an iPhone or iPad opens its keyboard by itself (bevy_egui leaves it alone there too).
#[cfg(target_arch = "wasm32")]
fn ios_safari() -> bool {
    let agent = web_sys::window().and_then(|w| w.navigator().user_agent().ok());
    agent.is_some_and(|a| {
        (a.contains("iPhone") || a.contains("iPad") || a.contains("iPod")) && a.contains("Safari")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app() -> App {
        let mut app = App::new();
        app.add_message::<TouchInput>()
            .add_message::<EguiInputEvent>()
            .add_systems(Update, taps_as_clicks);
        app.world_mut().spawn((
            PrimaryEguiContext,
            EguiZoomFactor::default(),
            EguiContextPointerPosition::default(),
            EguiOutput::default(),
        ));
        app
    }

    fn touch(app: &mut App, phase: TouchPhase, id: u64) {
        app.world_mut().write_message(TouchInput {
            phase,
            position: Vec2::new(40.0, 30.0),
            window: Entity::PLACEHOLDER,
            force: None,
            id,
        });
    }

    /// What egui was handed in the last frame, in short: moved, down, up, gone.
    fn handed(app: &mut App, seen: &mut usize) -> Vec<&'static str> {
        let messages = app.world().resource::<Messages<EguiInputEvent>>();
        let mut cursor = messages.get_cursor();
        let all: Vec<_> = cursor.read(messages).skip(*seen).collect();
        *seen += all.len();
        all.iter()
            .map(|e| match e.event {
                egui::Event::PointerMoved(_) => "moved",
                egui::Event::PointerButton { pressed: true, .. } => "down",
                egui::Event::PointerButton { pressed: false, .. } => "up",
                egui::Event::PointerGone => "gone",
                egui::Event::Touch { phase, .. } => match phase {
                    egui::TouchPhase::Start => "touch",
                    egui::TouchPhase::Move => "touch moved",
                    _ => "touch ended",
                },
                _ => "other",
            })
            .collect()
    }

    #[test]
    fn a_tap_within_one_frame_is_released_on_the_next() {
        let mut app = app();
        let mut seen = 0;
        touch(&mut app, TouchPhase::Started, 7);
        touch(&mut app, TouchPhase::Ended, 7);
        app.update();
        assert_eq!(
            handed(&mut app, &mut seen),
            ["touch", "moved", "down", "touch ended"]
        );
        app.update();
        assert_eq!(handed(&mut app, &mut seen), ["up", "gone"]);
    }

    #[test]
    fn a_held_touch_is_released_when_it_ends_and_a_second_finger_is_ignored() {
        let mut app = app();
        let mut seen = 0;
        touch(&mut app, TouchPhase::Started, 1);
        app.update();
        assert_eq!(handed(&mut app, &mut seen), ["touch", "moved", "down"]);
        touch(&mut app, TouchPhase::Started, 2);
        touch(&mut app, TouchPhase::Moved, 1);
        touch(&mut app, TouchPhase::Ended, 1);
        app.update();
        assert_eq!(
            handed(&mut app, &mut seen),
            ["touch moved", "moved", "touch ended", "up", "gone"]
        );
    }

    /// How far a finger's drag up a long list scrolls it, as egui is handed the finger here
    /// (`with_touches`) or as pointer moves only.
    fn list_offset_after_drag(with_touches: bool) -> f32 {
        let ctx = egui::Context::default();
        // As on a touch screen here: words are not selected by a drag.
        ctx.all_styles_mut(|s| s.interaction.selectable_labels = false);
        let mut offset = 0.0;
        let mut frame = |events: Vec<egui::Event>| {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(300.0, 300.0),
                )),
                events,
                ..Default::default()
            };
            let _ = ctx.run_ui(input, |ui| {
                // A list in an area of its own, as the game's windows hold theirs.
                egui::Area::new(egui::Id::new("list"))
                    .fixed_pos(egui::Pos2::ZERO)
                    .show(ui.ctx(), |ui| {
                        let out = egui::ScrollArea::vertical()
                            .max_height(300.0)
                            .show(ui, |ui| {
                                for line in 0..100 {
                                    ui.label(format!("line {line}"));
                                }
                            });
                        offset = out.state.offset.y;
                    });
            });
        };
        let touch = |phase, y: f32| TouchInput {
            phase,
            position: Vec2::new(20.0, y),
            window: Entity::PLACEHOLDER,
            force: None,
            id: 1,
        };
        // A first tap (egui lets a touch screen's drags scroll from the touch after the one that
        // told it of the screen), then the finger goes down on the list and up the screen.
        let path = [
            touch(TouchPhase::Started, 290.0),
            touch(TouchPhase::Ended, 290.0),
            touch(TouchPhase::Started, 250.0),
            touch(TouchPhase::Moved, 200.0),
            touch(TouchPhase::Moved, 150.0),
            touch(TouchPhase::Moved, 100.0),
        ];
        for step in &path {
            let at = egui::pos2(step.position.x, step.position.y);
            let mut events = Vec::new();
            if with_touches {
                events.push(as_touch(step, at));
            }
            events.push(egui::Event::PointerMoved(at));
            match step.phase {
                TouchPhase::Started => events.push(press(at, true)),
                TouchPhase::Ended => events.push(press(at, false)),
                _ => {}
            }
            frame(events);
        }
        frame(vec![]);
        offset
    }

    #[test]
    fn a_fingers_drag_scrolls_a_list_because_egui_is_told_of_the_touches() {
        assert!(list_offset_after_drag(true) > 100.0);
        // Without the touches, egui takes the drag for a mouse's and leaves the list.
        assert!(list_offset_after_drag(false) < 1.0);
    }
}
