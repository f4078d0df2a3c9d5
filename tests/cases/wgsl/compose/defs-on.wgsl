// import-path: lib
// define: EXACT FLAG
// expect u32: 6 1 0
#import shapes::area

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = area::rect(2u, 3u);
#ifdef FLAG
    out[1] = 1u;
#else
    out[1] = 2u;
#endif
#ifndef FLAG
    out[2] = 9u;
#endif
}
