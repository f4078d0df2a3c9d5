// import-path: lib
// expect error: UnknownItem
#import util::math

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = math::cube(2u);
}
