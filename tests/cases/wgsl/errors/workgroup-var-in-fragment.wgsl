// expect: StageViolation
var<workgroup> w: f32;
@fragment fn main() -> @location(0) vec4<f32> {
    return vec4<f32>(w);
}
