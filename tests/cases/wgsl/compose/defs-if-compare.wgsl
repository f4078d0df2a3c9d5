// define: LEVEL=3 MODE=true NEG=-2 SIZE=8u
// expect u32: 1 1 1 1 0 1 1 2 3 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
#if LEVEL == 3
    out[0] = 1u;
#endif
#if LEVEL != 4
    out[1] = 1u;
#endif
#if LEVEL < 4
    out[2] = 1u;
#endif
#if LEVEL <= 3
    out[3] = 1u;
#endif
#if LEVEL > 3
    out[4] = 1u;
#endif
#if LEVEL >= 3
    out[5] = 1u;
#endif
#if MODE == true
    out[6] = 1u;
#endif
#if NEG > -1
    out[7] = 1u;
#else if NEG == -2
    out[7] = 2u;
#else
    out[7] = 3u;
#endif
#ifdef NOT_SET
    out[8] = 1u;
#else ifdef ALSO_NOT_SET
    out[8] = 2u;
#else ifndef ALSO_NOT_SET
    out[8] = 3u;
#else
    out[8] = 4u;
#endif
#if SIZE >= 8
#if MODE != false
    out[9] = 1u;
#endif
#endif
}
