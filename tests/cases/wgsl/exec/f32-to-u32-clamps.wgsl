// expect u32: 4294967295 0 3 4000000000
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var big = 5.0e9; var neg = -7.5; var pos = 3.99; var mid = 4.0e9;
    out[0] = u32(big); out[1] = u32(neg); out[2] = u32(pos); out[3] = u32(mid);
}
