// expect f32: 12.0 0.75 2.0 0.5 3.0 -0.5 -1.0
// tolerance: 1e-6
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x = 3.0; out[0] = ldexp(x, 2);
    let f = frexp(x); out[1] = f.fract; out[2] = f32(f.exp);
    let g = modf(3.5); out[3] = g.fract; out[4] = g.whole;
    var m = -1.5; let h = modf(m); out[5] = h.fract; out[6] = h.whole;
}
