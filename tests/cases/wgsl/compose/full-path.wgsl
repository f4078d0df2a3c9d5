// import-path: lib
// expect u32: 36
// A full path imports its module without an #import, as naga_oil allows.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = util::math::square(6u);
}
