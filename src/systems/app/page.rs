//! The web page around the game: once the game has drawn its first frames, the page's loading line
//! goes (the page's `mehenFirstFrame`, which also notes the time for the first-frame figure). Nothing
//! on the desktop.

use bevy::prelude::*;

/// Frames drawn before the page is told: the first is on screen once the second begins.
const FRAMES_BEFORE_TOLD: u32 = 2;

pub(crate) fn plugin(app: &mut App) {
    if cfg!(target_arch = "wasm32") {
        app.add_systems(Update, tell_the_page);
    }
}

fn tell_the_page(mut frames: Local<u32>) {
    if *frames > FRAMES_BEFORE_TOLD {
        return;
    }
    *frames += 1;
    if *frames == FRAMES_BEFORE_TOLD {
        first_frame_drawn();
    }
}

#[cfg(target_arch = "wasm32")]
fn first_frame_drawn() {
    use wasm_bindgen::JsCast;
    let told = js_sys::Reflect::get(&js_sys::global(), &"mehenFirstFrame".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(f) = told {
        let _ = f.call0(&wasm_bindgen::JsValue::NULL);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn first_frame_drawn() {}
