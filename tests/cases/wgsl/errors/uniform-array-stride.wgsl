// expect: LayoutViolation
@group(0) @binding(0) var<uniform> u: array<vec2<f32>, 4>;
@fragment fn main() -> @location(0) vec4<f32> {
    return vec4<f32>(u[0], 0.0, 1.0);
}
