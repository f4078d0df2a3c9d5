// expect f32: -7.0 4294967296.0 16777216.0 3.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var i = -7; var u = 0xffffffffu; var v = 16777217; var b = true;
    out[0] = f32(i); out[1] = f32(u); out[2] = f32(v); out[3] = f32(b) + 2.0;
}
