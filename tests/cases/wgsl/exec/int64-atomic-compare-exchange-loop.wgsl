// expect u32: 64 64 64
// not on gl: the GL driver refuses 64-bit atomics (they need GL_NV_shader_atomic_int64, which llvmpipe lacks; Int64DriverTest checks the refusal)
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@group(0) @binding(2) var<storage, read_write> c: atomic<u64>;
@group(0) @binding(3) var<storage, read_write> wins: atomic<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    var old = atomicLoad(&c);
    loop {
        let r = atomicCompareExchangeWeak(&c, old, old + 0x100000001lu);
        if r.exchanged { atomicAdd(&wins, 1u); break; }
        old = r.old_value;
    }
    workgroupBarrier();
    if lid == 0u { put(0u, atomicLoad(&c)); out[2] = atomicLoad(&wins); }
}
