// import-path: lib
// expect u32: 49 12 3
#import util::math

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = math::square(7u);
    out[1] = math::scaled(2u);
    out[2] = math::SCALE;
}
