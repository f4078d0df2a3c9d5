// The primitive index as a colour: red is bits 0-3 of @builtin(primitive_index), green bits
// 4-7, each in steps of 1/15 (17 of 255), so the test decodes the index from a pixel exactly.
enable primitive_index;

struct VertexOut {
    @builtin(position) position: vec4<f32>,
    @location(0) data: vec4<f32>,
}

@vertex
fn vs(@location(0) position: vec4<f32>, @location(1) data: vec4<f32>) -> VertexOut {
    return VertexOut(position, data);
}

@fragment
fn fs(@builtin(primitive_index) index: u32) -> @location(0) vec4<f32> {
    return vec4<f32>(f32(index & 15u) / 15.0, f32((index >> 4u) & 15u) / 15.0, 1.0, 1.0);
}
