// expect f32: 180.0 1.5707963267948966
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var p = 3.14159265; out[0] = degrees(p); out[1] = radians(90.0 + p * 0.0);
}
