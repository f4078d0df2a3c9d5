// Dual-source blending: the second colour output (@blend_src(1)) feeds the SRC1 blend
// factors of render target 0. The first source is the vertex attribute, the second a
// rotation of its channels, so that the two differ in every channel.
enable dual_source_blending;

struct VertexOut {
    @builtin(position) position: vec4<f32>,
    @location(0) colour: vec4<f32>,
}

@vertex
fn vs(@location(0) position: vec4<f32>, @location(1) colour: vec4<f32>) -> VertexOut {
    return VertexOut(position, colour);
}

struct Sources {
    @location(0) @blend_src(0) first: vec4<f32>,
    @location(0) @blend_src(1) second: vec4<f32>,
}

@fragment
fn fs(in: VertexOut) -> Sources {
    let c = in.colour;
    return Sources(c, vec4<f32>(c.z, c.x, c.y, 1.0 - c.w));
}
