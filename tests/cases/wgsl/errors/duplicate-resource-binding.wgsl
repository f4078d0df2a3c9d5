// expect: DuplicateBinding
@group(0) @binding(0) var<uniform> a: f32;
@group(0) @binding(0) var<uniform> b: f32;
@fragment fn main() -> @location(0) vec4<f32> {
    return vec4<f32>(a + b);
}
