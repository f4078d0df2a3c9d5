// import-path: lib
// expect u32: 64 13
#import util::math as m
#import util::color::{Rgb, luma as brightness}

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = m::square(8u);
    out[1] = brightness(Rgb(3u, 2u, 2u));
}
