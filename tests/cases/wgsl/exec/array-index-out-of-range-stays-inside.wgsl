// expect u32: 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = array<i32, 4>(10, 20, 30, 40); var i = 7;
    let v = a[i];
    out[0] = u32(v == 10 || v == 20 || v == 30 || v == 40 || v == 0);
}
