// expect i32: 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62 64 66 68 70 72 74 76 78 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
var<workgroup> buf: array<i32, 40>;
@compute @workgroup_size(40) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    buf[lid] = i32(lid) * 2;
    workgroupBarrier();
    out[lid] = buf[(lid + 1u) % 40u];
}
