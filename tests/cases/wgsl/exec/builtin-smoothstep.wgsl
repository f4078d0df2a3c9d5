// expect f32: 0.0 0.5 1.0 0.15625
// tolerance: 1e-6
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var lo = 0.0; var hi = 2.0;
    out[0] = smoothstep(lo, hi, -1.0); out[1] = smoothstep(lo, hi, 1.0); out[2] = smoothstep(lo, hi, 3.0); out[3] = smoothstep(lo, hi, 0.5);
}
