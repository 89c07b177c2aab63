// The board's drawn meshes in their vertex colours, nothing else (see flat_material.rs).
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
#ifdef VERTEX_COLORS
    return mesh.color;
#else
    return vec4<f32>(1.0, 0.0, 1.0, 1.0);
#endif
}
