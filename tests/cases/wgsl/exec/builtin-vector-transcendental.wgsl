// expect f32: 0.479425538604203 0.8414709848078965 1.6487212707001282 2.718281828459045
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec2<f32>(0.5, 1.0); let s = sin(v); out[0] = s.x; out[1] = s.y; let e = exp(v); out[2] = e.x; out[3] = e.y;
}
