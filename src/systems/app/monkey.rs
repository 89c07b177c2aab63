//! `mehen --monkey SECONDS`: random clicks and key presses fed into the running game through Bevy's
//! own input messages (cursor moves, mouse buttons, keys), exactly where the window's input arrives. It
//! keeps the game open for its whole time (a click on Quit is counted, not obeyed) and then exits,
//! printing what it did. Any panic ends the process with a failure, which is what the test looks for.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;

#[derive(Resource)]
struct Monkey {
    rng: Pcg32,
    left: f32,
    actions: u64,
    quits_ignored: u64,
    /// Frames spent on each screen, so a run shows it reached the game.
    screens: std::collections::BTreeMap<String, u32>,
    /// A key or button pressed last frame, released this frame.
    held: Option<Held>,
}

#[derive(Clone, Copy)]
enum Held {
    Key(KeyCode),
    Mouse,
}

/// Keys the game answers to, and a few it does not.
const KEYS: [KeyCode; 17] = [
    KeyCode::Space,
    KeyCode::Enter,
    KeyCode::Backspace,
    KeyCode::Escape,
    KeyCode::KeyF,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::KeyS,
    KeyCode::KeyO,
    KeyCode::KeyE,
    KeyCode::KeyQ,
    KeyCode::KeyH,
];

pub fn add(app: &mut App, seconds: f32, seed: u64) {
    app.insert_resource(Monkey {
        rng: Pcg32::seed_from_u64(seed ^ 0x4D4F_4E4B),
        left: seconds,
        actions: 0,
        quits_ignored: 0,
        screens: Default::default(),
        held: None,
    })
    .add_systems(First, monkey_input)
    .add_systems(Last, keep_open);
}

fn monkey_input(
    time: Res<Time>,
    mut monkey: ResMut<Monkey>,
    windows: Query<(Entity, &Window), With<PrimaryWindow>>,
    mut keys: MessageWriter<KeyboardInput>,
    mut buttons: MessageWriter<MouseButtonInput>,
    mut cursor: MessageWriter<CursorMoved>,
    mut window_events: MessageWriter<WindowEvent>,
    mut exit: MessageWriter<AppExit>,
    screen: Res<State<crate::systems::shared::state::AppState>>,
) {
    *monkey
        .screens
        .entry(format!("{:?}", screen.get()))
        .or_default() += 1;
    monkey.left -= time.delta_secs();
    if monkey.left <= 0.0 {
        use std::io::Write;
        let _ = writeln!(
            std::io::stdout(),
            "monkey: {} actions, {} quits ignored, frames per screen {:?}, no panic",
            monkey.actions,
            monkey.quits_ignored,
            monkey.screens
        );
        exit.write(AppExit::Success);
        return;
    }
    let Ok((window, w)) = windows.single() else {
        return;
    };
    let key_message = |key_code: KeyCode, state: ButtonState| KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window,
    };
    match monkey.held.take() {
        Some(Held::Key(k)) => {
            keys.write(key_message(k, ButtonState::Released));
            return;
        }
        Some(Held::Mouse) => {
            let up = MouseButtonInput {
                button: MouseButton::Left,
                state: ButtonState::Released,
                window,
            };
            buttons.write(up);
            window_events.write(WindowEvent::MouseButtonInput(up));
            return;
        }
        None => {}
    }
    monkey.actions += 1;
    let m = &mut *monkey;
    if m.rng.random_bool(0.6) {
        // Mostly clicks: anywhere in the window, so buttons, pieces and empty board all get hit.
        let position = Vec2::new(
            m.rng.random_range(0.0..w.width().max(1.0)),
            m.rng.random_range(0.0..w.height().max(1.0)),
        );
        // As winit does: the specific messages (input, picking) and the window events (egui).
        let moved = CursorMoved {
            window,
            position,
            delta: None,
        };
        let down = MouseButtonInput {
            button: MouseButton::Left,
            state: ButtonState::Pressed,
            window,
        };
        cursor.write(moved.clone());
        window_events.write(WindowEvent::CursorMoved(moved));
        buttons.write(down);
        window_events.write(WindowEvent::MouseButtonInput(down));
        m.held = Some(Held::Mouse);
    } else {
        let k = KEYS[m.rng.random_range(0..KEYS.len())];
        keys.write(key_message(k, ButtonState::Pressed));
        m.held = Some(Held::Key(k));
    }
}

/// A Quit the monkey clicked is dropped until its time is up.
fn keep_open(mut monkey: ResMut<Monkey>, mut exits: ResMut<Messages<AppExit>>) {
    if monkey.left > 0.0 && !exits.is_empty() {
        monkey.quits_ignored += exits.len() as u64;
        exits.clear();
    }
}
