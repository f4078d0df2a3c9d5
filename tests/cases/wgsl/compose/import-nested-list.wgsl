// import-path: lib
// expect u32: 25 11
#import util::{
    math::square,
    color,
}

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = square(5u);
    out[1] = color::luma(color::Rgb(2u, 3u, 4u));
}
