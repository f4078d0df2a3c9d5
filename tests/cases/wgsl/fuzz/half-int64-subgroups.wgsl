// Fuzz seed: f16, 64-bit integers and subgroup calls in one compute shader, so that mutations
// of their literals, types and builtins reach the front end and the lowering.
enable f16;
enable subgroups;

struct Halves {
    a: vec2<f16>,
    b: f16,
    c: vec3<f16>,
}

@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(1) var<storage, read_write> halves: Halves;

const big: i64 = -9223372036854775807li - 1li;
const mask: u64 = 0xffffffff00000000lu;

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32,
        @builtin(subgroup_invocation_id) lane: u32,
        @builtin(subgroup_size) size: u32) {
    let h = halves.a * 0.5h + vec2<f16>(halves.b, 65504.0h);
    halves.c = fma(vec3<f16>(h, 1.0h), vec3(2.0h), vec3<f16>(6e-8h));
    let w: u32 = bitcast<u32>(h);
    let x: i64 = i64(i) * 3000000000li + big;
    let y: u64 = (u64(w) << 32lu) ^ mask;
    let sum = subgroupAdd(i);
    let ballot = subgroupBallot(lane % 2u == 0u);
    let first = subgroupBroadcastFirst(x);
    let shuffled = subgroupShuffle(sum, (lane + 1u) % size);
    let scan = subgroupExclusiveMul(lane + 1u);
    let q = quadSwapX(f32(h.x)) + quadBroadcast(f32(h.y), 1u);
    if (subgroupElect() && subgroupAll(i < 64u) && !subgroupAny(i > 64u)) {
        out[i] = u32(first & 0xffffli) + u32(y >> 40lu) + ballot.x + shuffled + scan + u32(q) + pack2x16float(vec2<f32>(h));
    }
}
