// expect u32: 8 7 6 5 4 3 2 1 0
// One subgroup of 8 exchanges values through workgroup memory: write slot sid, subgroupBarrier,
// read slot 7 - sid (naga's subgroupBarrier orders the subgroup's memory operations).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> slots: array<u32, 8>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    slots[sid] = sid;
    subgroupBarrier();
    if sid == 0u { out[0] = size; }
    out[1u + sid] = slots[7u - sid];
}
