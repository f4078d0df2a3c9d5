// expect u32: 64 64 4294967232 63 4294967104 4294967295
// not on gl: the GL driver refuses 64-bit atomics (they need GL_NV_shader_atomic_int64, which llvmpipe lacks; Int64DriverTest checks the refusal)
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@group(0) @binding(2) var<storage, read_write> c: array<atomic<u64>, 2>;
var<workgroup> s: atomic<i64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    atomicAdd(&c[0], 0x100000001lu); atomicAdd(&c[1], 0xFFFFFFFFlu); atomicSub(&s, 3li);
    workgroupBarrier();
    if lid == 0u { put(0u, atomicLoad(&c[0])); put(2u, atomicLoad(&c[1])); puti(4u, atomicLoad(&s)); }
}
