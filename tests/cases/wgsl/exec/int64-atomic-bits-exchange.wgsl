// expect u32: 4294967295 4294967295 0 0 1 2147483648 591751049 1 4042322160 252645135 4 0
// not on gl: the GL driver refuses 64-bit atomics (they need GL_NV_shader_atomic_int64, which llvmpipe lacks; Int64DriverTest checks the refusal)
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@group(0) @binding(2) var<storage, read_write> c: array<atomic<u64>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    if lid == 0u { atomicStore(&c[1], 0xFFFFFFFFFFFFFFFFlu); atomicStore(&c[3], 0x0F0F0F0F0F0F0F0Flu); }
    workgroupBarrier();
    atomicOr(&c[0], 1lu << lid);
    atomicAnd(&c[1], ~(1lu << lid));
    if lid == 0u { atomicXor(&c[3], 0xFFFFFFFFlu); }
    workgroupBarrier();
    if lid == 0u {
        put(0u, atomicLoad(&c[0])); put(2u, atomicLoad(&c[1]));
        atomicStore(&c[2], 0x8000000000000001lu); put(4u, atomicExchange(&c[2], 0x123456789lu)); put(6u, atomicLoad(&c[2]));
        put(8u, atomicLoad(&c[3]));
        let r = atomicCompareExchangeWeak(&c[2], 0x123456788lu, 7lu); put(10u, u64(r.exchanged) + 4lu);
    }
}
