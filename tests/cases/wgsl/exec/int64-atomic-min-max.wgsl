// expect u32: 0 4294967265 0 32 1 0 4294967295 4294967295
// not on gl: the GL driver refuses 64-bit atomics (they need GL_NV_shader_atomic_int64, which llvmpipe lacks; Int64DriverTest checks the refusal)
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@group(0) @binding(2) var<storage, read_write> c: array<atomic<i64>, 2>;
var<workgroup> u: array<atomic<u64>, 2>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    let v = (i64(lid) - 31li) << 32u;
    if lid == 0u { atomicStore(&c[0], 1000li << 32u); atomicStore(&c[1], -(1000li << 32u)); atomicStore(&u[0], 0xFFFFFFFFFFFFFFFFlu); }
    workgroupBarrier();
    atomicMin(&c[0], v); atomicMax(&c[1], v);
    // unsigned: 0x1_0000_0000 + lid > 0xFFFF_FFFF, so only lid's high word decides
    atomicMin(&u[0], u64(lid) + 1lu); atomicMax(&u[1], 0xFFFFFFFFFFFFFFFFlu - u64(lid));
    workgroupBarrier();
    if lid == 0u { puti(0u, atomicLoad(&c[0])); puti(2u, atomicLoad(&c[1])); put(4u, atomicLoad(&u[0])); put(6u, atomicLoad(&u[1])); }
}
