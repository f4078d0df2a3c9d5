// expect f32: 1.5 2.5 3.5
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let a = array<f32, 3>(1.5, 2.5, 3.5);
    out[0] = a[0]; out[1] = a[1]; out[2] = a[2];
}
