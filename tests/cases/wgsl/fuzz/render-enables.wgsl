// Fuzz seed: the enables and requires with a TGSI meaning in one render pipeline: clip
// distances, dual-source blending, the primitive index and texel buffers.
enable clip_distances;
enable dual_source_blending;
enable primitive_index;
requires texel_buffers;

struct VertexOut {
    @builtin(position) position: vec4<f32>,
    @builtin(clip_distances) clip: array<f32, 2>,
    @location(0) uv: vec2<f32>,
}

struct FragmentOut {
    @location(0) @blend_src(0) color: vec4<f32>,
    @location(0) @blend_src(1) blend: vec4<f32>,
}

@group(0) @binding(0) var palette: texel_buffer<rgba8unorm, read>;
@group(0) @binding(1) var written: texel_buffer<r32uint, read_write>;

@vertex
fn vs(@builtin(vertex_index) v: u32) -> VertexOut {
    let uv = vec2<f32>(f32(v & 1u), f32(v >> 1u));
    var o: VertexOut;
    o.position = vec4<f32>(uv * 2.0 - 1.0, 0.0, 1.0);
    o.clip = array<f32, 2>(uv.x - 0.25, 0.75 - uv.y);
    o.uv = uv;
    return o;
}

@fragment
fn fs(in: VertexOut, @builtin(primitive_index) prim: u32) -> FragmentOut {
    let n = textureDimensions(palette);
    let c = textureLoad(palette, prim % n);
    textureStore(written, prim, vec4<u32>(prim, 0u, 0u, 1u));
    let seen = textureLoad(written, prim).x;
    return FragmentOut(c * in.uv.x, vec4<f32>(f32(seen), 0.0, 0.0, 1.0));
}
