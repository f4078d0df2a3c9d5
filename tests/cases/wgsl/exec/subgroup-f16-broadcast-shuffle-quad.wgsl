// expect f32: 8 0.0999755859375 0.5 0.69970703125 0.0999755859375 0.0999755859375 0.2998046875 0.2998046875 0.69970703125 0.199951171875 0 0.2998046875 0.14990234375
// One subgroup of 8; x = f16(0.1) * (id + 1), each product rounded to binary16: ids 0, 1, 2
// and 6 hold 0.0999755859375 (0x2E66), 0.199951171875, 0.2998046875 and 0.69970703125.
// Moves copy the f16 values bit for bit. Read at id 1: out[1] broadcastFirst (id 0's x),
// out[2] broadcast of 0.5h, out[3] broadcast from id 6, out[4] quadSwapX (id 0), out[5]
// shuffleUp by 1 (id 0), out[6] shuffleDown by 1 (id 2), out[7] quadBroadcast from quad id 2
// (id 2), out[8] shuffle from 7 - 1 = 6. out[9..12]: quadSwapDiagonal at id 2 reads id 1's
// (x, 0, x * 1.5, x * 0.75) = (0.199951171875, 0, 0.2998046875, 0.14990234375), each product rounded.
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let x = f16(0.1) * f16(sid + 1u);
    let first = subgroupBroadcastFirst(x);
    let half = subgroupBroadcast(0.5h, 3u);
    let six = subgroupBroadcast(x, 6u);
    let mirrored = subgroupShuffle(x, 7u - sid);
    let swapped = quadSwapX(x);
    let down = subgroupShuffleDown(x, 1u);
    let up = subgroupShuffleUp(x, 1u);
    let qb = quadBroadcast(x, 2u);
    let diag = quadSwapDiagonal(vec4h(x, 0.0h, x * 1.5h, x * 0.75h));
    if sid == 1u {
        out[0] = f32(size); out[1] = f32(first); out[2] = f32(half); out[3] = f32(six);
        out[4] = f32(swapped); out[5] = f32(up); out[6] = f32(down); out[7] = f32(qb);
        out[8] = f32(mirrored);
    }
    if sid == 2u { out[9] = f32(diag.x); out[10] = f32(diag.y); out[11] = f32(diag.z); out[12] = f32(diag.w); }
}
