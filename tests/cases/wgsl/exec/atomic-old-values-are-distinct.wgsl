// expect u32: 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> counters: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    let old = atomicAdd(&counters[0], 1u);
    atomicOr(&counters[1 + old / 32u], 1u << (old % 32u));
    workgroupBarrier();
    if lid == 0u { out[0] = u32(atomicLoad(&counters[1]) == 0xffffffffu && atomicLoad(&counters[2]) == 0xffffffffu); }
}
