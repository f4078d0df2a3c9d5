// expect u32: 1 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> counters: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    let r = atomicCompareExchangeWeak(&counters[0], 0u, lid + 1u);
    if r.exchanged { atomicAdd(&counters[1], 1u); }
    if !r.exchanged && r.old_value == 0u { atomicAdd(&counters[2], 1u); }
    workgroupBarrier();
    if lid == 0u { out[0] = atomicLoad(&counters[1]); out[1] = u32(atomicLoad(&counters[0]) >= 1u && atomicLoad(&counters[2]) == 0u); }
}
