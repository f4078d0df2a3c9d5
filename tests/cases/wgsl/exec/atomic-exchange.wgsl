// expect u32: 1 63
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> counters: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    let old = atomicExchange(&counters[0], lid + 1u);
    if old == 0u { atomicAdd(&counters[1], 1u); }
    atomicAdd(&counters[2], old);
    workgroupBarrier();
    if lid == 0u { out[0] = atomicLoad(&counters[1]); out[1] = u32(atomicLoad(&counters[2]) + atomicLoad(&counters[0]) == 64u * 65u / 2u) * 63u; }
}
