// expect u32: 64
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> counters: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    loop {
    let cur = atomicLoad(&counters[0]);
    let r = atomicCompareExchangeWeak(&counters[0], cur, cur + 1u);
    if r.exchanged { break; }
    }
    workgroupBarrier();
    if lid == 0u { out[0] = atomicLoad(&counters[0]); }
}
