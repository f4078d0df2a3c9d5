// expect u32: 15 255 0 36
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> counters: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    if lid == 0u { atomicStore(&counters[0], 0xffu); atomicStore(&counters[3], 100u); }
    workgroupBarrier();
    if lid < 8u { atomicAnd(&counters[0], ~(0x10u << (lid % 4u))); atomicOr(&counters[1], 1u << lid); atomicXor(&counters[2], 1u); }
    atomicSub(&counters[3], 1u);
    workgroupBarrier();
    if lid == 0u { out[0] = atomicLoad(&counters[0]); out[1] = atomicLoad(&counters[1]); out[2] = atomicLoad(&counters[2]); out[3] = atomicLoad(&counters[3]); }
}
