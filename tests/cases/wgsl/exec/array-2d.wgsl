// expect i32: 0 1 2 10 11 12
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var g: array<array<i32, 3>, 2>;
    for (var r = 0; r < 2; r++) { for (var c = 0; c < 3; c++) { g[r][c] = r * 10 + c; } }
    var k = 0; for (var r = 0; r < 2; r++) { for (var c = 0; c < 3; c++) { out[k] = g[r][c]; k++; } }
}
