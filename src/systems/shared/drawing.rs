//! Flat shapes drawn by the game as one vertex-coloured mesh (quads, triangles, ellipses), in colours
//! given as sRGB like the palette: the serpent and the board's objects are built with it.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Triangles with a colour per vertex.
#[derive(Default)]
pub struct Shapes {
    positions: Vec<[f32; 3]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

impl Shapes {
    /// A vertex of a colour given in sRGB (as the palette is); meshes take linear colours.
    pub fn vertex(&mut self, p: Vec2, z: f32, colour: [f32; 4]) -> u32 {
        self.positions.push([p.x, p.y, z]);
        let [r, g, b, a] = colour;
        self.colours
            .push(Color::srgba(r, g, b, a).to_linear().to_f32_array());
        (self.positions.len() - 1) as u32
    }

    /// A four-cornered patch, corners in order around it.
    pub fn quad(&mut self, corners: [Vec2; 4], z: f32, colour: [f32; 4]) {
        let i = corners.map(|c| self.vertex(c, z, colour));
        self.indices
            .extend_from_slice(&[i[0], i[1], i[2], i[0], i[2], i[3]]);
    }

    pub fn triangle(&mut self, corners: [Vec2; 3], z: f32, colour: [f32; 4]) {
        let i = corners.map(|c| self.vertex(c, z, colour));
        self.indices.extend_from_slice(&i);
    }

    /// An ellipse centred at `at`, `radii` along `axis` and across it.
    pub fn ellipse(&mut self, at: Vec2, axis: Vec2, radii: Vec2, z: f32, colour: [f32; 4]) {
        let across = axis.perp();
        let centre = self.vertex(at, z, colour);
        let steps = 28;
        let first = self.positions.len() as u32;
        for k in 0..steps {
            let a = k as f32 / steps as f32 * std::f32::consts::TAU;
            let p = at + axis * radii.x * a.cos() + across * radii.y * a.sin();
            self.vertex(p, z, colour);
        }
        for k in 0..steps {
            let (a, b) = (first + k, first + (k + 1) % steps);
            self.indices.extend_from_slice(&[centre, a, b]);
        }
    }

    pub fn into_mesh(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::RENDER_WORLD,
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colours)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}
