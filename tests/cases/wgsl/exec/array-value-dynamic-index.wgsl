// expect i32: 30 10 20
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let a = array(10, 20, 30);
    var k = 2u; out[0] = a[k]; k = 0u; out[1] = a[k]; out[2] = a[k + 1u];
}
