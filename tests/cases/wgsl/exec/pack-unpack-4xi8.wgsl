// expect u32: 2164227841 4294967295 1 127 255
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec4<i32>(1, 127, -1, -128); out[0] = pack4xI8(v);
    let w = unpack4xI8(0x0000ffffu); out[1] = bitcast<u32>(w.x);
    var c = vec4<u32>(1u, 300u, 0u, 0u); let p = pack4xU8Clamp(c); out[2] = p & 0xffu; out[3] = bitcast<u32>(unpack4xI8(pack4xI8Clamp(vec4<i32>(500, 0, 0, 0))).x); out[4] = (p >> 8u) & 0xffu;
}
