// expect: NoMatchingOverload
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32) {
    out[sid] = subgroupShuffleDown(sid, i32(sid));
}
