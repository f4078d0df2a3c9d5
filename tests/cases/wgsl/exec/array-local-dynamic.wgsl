// expect i32: 0 1 4 9 16 5
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a: array<i32, 5>;
    for (var i = 0; i < 5; i++) { a[i] = i * i; }
    for (var i = 0; i < 5; i++) { out[i] = a[i]; }
    var s = 0; for (var i = 0; i < 5; i++) { if a[i] % 2 == 0 { s += 1; } }
    out[5] = s + 2;
}
