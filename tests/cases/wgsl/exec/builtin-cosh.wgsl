// expect f32: 1.0 1.5430806348152437 1.1276259652063807
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = cosh(x);
    x = 1.0; out[1] = cosh(x);
    x = -0.5; out[2] = cosh(x);
}
