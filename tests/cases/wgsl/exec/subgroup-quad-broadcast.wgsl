// expect u32: 8 2 2 2 2 6 6 6 6
// One subgroup of 8 = quads {0..3} and {4..7}: quadBroadcast(sid, 2) reads each quad's third invocation.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = quadBroadcast(sid, 2u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
