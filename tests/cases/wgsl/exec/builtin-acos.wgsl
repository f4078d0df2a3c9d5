// expect f32: 1.5707963267948966 1.0471975511965979 2.6905658417935308 0.0
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = acos(x);
    x = 0.5; out[1] = acos(x);
    x = -0.9; out[2] = acos(x);
    x = 1.0; out[3] = acos(x);
}
