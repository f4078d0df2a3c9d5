// import-path: lib other
// expect u32: 1540483481 12 1006 36
// Two import folders; util::math is reached three ways (directly, through other::noise and
// through shapes::area) and composed once.
#import other::noise
#import shapes::area
#import util::math

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = noise::hash(0u);
    out[1] = area::box_(2u);
    out[2] = area::rect(2u, 3u);
    out[3] = math::square(6u);
}
