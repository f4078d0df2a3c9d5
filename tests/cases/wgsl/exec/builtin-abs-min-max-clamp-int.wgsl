// expect i32: 5 5 -2147483648 -3 7 2 10 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = -5; var b = 5; var m = -2147483647 - 1;
    out[0] = abs(a); out[1] = abs(b); out[2] = abs(m);
    out[3] = min(a + 2, b); out[4] = max(7, b);
    var x = 2; out[5] = clamp(x, 0, 10); out[6] = clamp(x * 20, 0, 10); out[7] = clamp(-x, 0, 10);
}
