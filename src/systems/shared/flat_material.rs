//! The material of the meshes the game draws itself (the serpent, the mats, the Barque of Ra): each
//! pixel is its vertex colour. Bevy's `ColorMaterial` also runs the camera's colour grading in its
//! shader on every pixel (an identity here: no tonemapping, no exposure); under software rendering
//! that made the serpent alone cost 3-5 ms a frame.

use bevy::asset::{AssetPath, embedded_asset, embedded_path};
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dPlugin};

/// Vertex colours only (the meshes carry their colours, in linear light, per vertex).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone, Default)]
pub struct FlatMaterial {}

impl Material2d for FlatMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(
            AssetPath::from_path_buf(embedded_path!("flat.wgsl")).with_source("embedded"),
        )
    }
}

/// What needs a renderer: the material and its shader.
pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "flat.wgsl");
    app.add_plugins(Material2dPlugin::<FlatMaterial>::default());
}
