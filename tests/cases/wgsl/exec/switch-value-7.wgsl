// expect i32: 99
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x = 7; var r = 0;
    switch x { case 0: { r = 10; } case 1, 2: { r = 20; } case 3 { r = 30; } default: { r = 99; } }
    out[0] = r;
}
