//! The window's icon: the coiled serpent (`packaging/icon/`), embedded, set on the window once winit
//! has made it. Windows and Linux show it in the title bar and task bar; macOS takes the dock icon
//! from the app bundle's `.icns` instead (winit ignores a window icon there).

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::winit::WINIT_WINDOWS;

const ICON_PNG: &[u8] = include_bytes!("../../../packaging/icon/png/mehen-128.png");

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, set_icon);
}

/// The icon as winit takes it (RGBA rows), or why not.
pub fn icon_rgba() -> Result<(Vec<u8>, u32, u32), String> {
    let image = Image::from_buffer(
        ICON_PNG,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::MAIN_WORLD,
    )
    .map_err(|e| e.to_string())?;
    let (width, height) = (image.width(), image.height());
    let rgba = image
        .try_into_dynamic()
        .map_err(|e| e.to_string())?
        .into_rgba8()
        .into_raw();
    Ok((rgba, width, height))
}

/// Sets the icon on every window winit has made, once (on the main thread, as winit requires).
fn set_icon(mut done: Local<bool>, _main_thread: bevy::ecs::system::NonSendMarker) {
    if *done {
        return;
    }
    WINIT_WINDOWS.with_borrow(|windows| {
        if windows.windows.is_empty() {
            return;
        }
        *done = true;
        let icon = icon_rgba().and_then(|(rgba, w, h)| {
            winit::window::Icon::from_rgba(rgba, w, h).map_err(|e| e.to_string())
        });
        match icon {
            Ok(icon) => {
                for window in windows.windows.values() {
                    window.set_window_icon(Some(icon.clone()));
                }
            }
            Err(e) => warn!("the window icon could not be made: {e}"),
        }
    });
}
