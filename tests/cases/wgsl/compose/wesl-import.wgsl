// import-path: lib
// expect u32: 81 9
// WESL's import statements, with package:: and an item list.
import package::util::math::{square};
import util::color;

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = square(9u);
    out[1] = color::luma(color::Rgb(2u, 2u, 3u));
}
