// expect u32: 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var u = 0xf0e1d2c3u; var i = bitcast<i32>(u); var o = 40u; var c = 4u;
    out[0] = extractBits(u, o, c); out[1] = bitcast<u32>(extractBits(i, o, c));
}
