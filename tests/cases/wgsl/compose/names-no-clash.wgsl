// import-path: lib
// expect u32: 4 9 100 3
// The module's square and SCALE and this file's own keep apart.
#import util::math

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

const SCALE: u32 = 100u;

fn square(x: u32) -> u32 {
    return x + 1u;
}

@compute @workgroup_size(1) fn main() {
    out[0] = square(3u);
    out[1] = math::square(3u);
    out[2] = SCALE;
    out[3] = math::SCALE;
}
