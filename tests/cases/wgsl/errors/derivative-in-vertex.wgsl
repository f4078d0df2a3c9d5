// expect: StageViolation
@vertex fn main(@location(0) x: f32) -> @builtin(position) vec4<f32> {
    return vec4<f32>(dpdx(x));
}
