// import-path: lib
// expect u32: 16 27
#import util::math::{square, scaled}

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = square(4u);
    out[1] = scaled(3u);
}
