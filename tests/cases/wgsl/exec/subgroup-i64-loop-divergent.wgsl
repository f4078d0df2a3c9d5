// expect u32: 8 8 8 4294967295 4 14 14 4294967295 5 18 18 4294967295 6 20 20 4294967295 7
// One subgroup of 8 in a loop whose trip count is id % 4 + 1, so trip t (from 0) runs in the
// ids with id % 4 >= t: 8, 6, 4 and 2 ids. Each trip adds subgroupAdd(2^32 + 1) (a u64 whose
// words are both the count) to a counter: ids with id % 4 = k end with 8, 14, 18, 20 in both
// words. In every trip each id also shuffles v = id * 2^32 + 0xFFFFFFFF from id ^ 4, which has
// the same trip count and so is always active: (0xFFFFFFFF, id ^ 4).
// out[1 + 4k .. 4 + 4k] for id k = 0..3: counter (low, high), shuffled (low, high).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = (u64(sid) << 32u) + 0xFFFFFFFFlu;
    var count = 0lu;
    var got = 0lu;
    var t = 0u;
    loop {
        if t > sid % 4u { break; }
        count += subgroupAdd(0x100000001lu);
        got = subgroupShuffle(v, sid ^ 4u);
        t += 1u;
    }
    if sid == 0u { out[0] = size; }
    if sid < 4u {
        out[1u + 4u * sid] = u32(count); out[2u + 4u * sid] = u32(count >> 32u);
        out[3u + 4u * sid] = u32(got); out[4u + 4u * sid] = u32(got >> 32u);
    }
}
