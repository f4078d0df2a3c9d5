// expect: StageViolation
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@compute @workgroup_size(1) fn main() {
    let c = textureSample(t, s, vec2(0.5));
}
