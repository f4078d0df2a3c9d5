// expect u32: 0 63 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> counters: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    atomicMax(&counters[1], lid);
    atomicMin(&counters[2], lid);
    atomicSub(&counters[3], 0u);
    workgroupBarrier();
    if lid == 0u { out[0] = atomicLoad(&counters[0]); out[1] = atomicLoad(&counters[1]); out[2] = atomicLoad(&counters[2]); }
}
