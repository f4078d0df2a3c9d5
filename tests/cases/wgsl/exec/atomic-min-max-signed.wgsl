// expect i32: -31 32
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(2) var<storage, read_write> counters: array<atomic<i32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    let v = i32(lid) - 31;
    atomicStore(&counters[0], 1000); atomicStore(&counters[1], -1000);
    workgroupBarrier();
    atomicMin(&counters[0], v); atomicMax(&counters[1], v);
    workgroupBarrier();
    if lid == 0u { out[0] = atomicLoad(&counters[0]); out[1] = atomicLoad(&counters[1]); }
}
