// expect f32: 0.7853981633974483 2.356194490192345 -2.356194490192345 -1.1071487177940904 3.141592653589793
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var o = 1.0; var m = -1.0; var z = 0.0;
    out[0] = atan2(o, o); out[1] = atan2(o, m); out[2] = atan2(m, m); out[3] = atan2(-2.0 * o, o); out[4] = atan2(z, m);
}
