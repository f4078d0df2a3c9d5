// expect u32: 8 0 0 0 0 0 5 30 210
// One subgroup of 8; ids 5, 6, 7 scan their ids: 5, 5 * 6 = 30, 30 * 7 = 210. The others write 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 0u;
    if sid >= 5u {
        v = subgroupInclusiveMul(sid);
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
