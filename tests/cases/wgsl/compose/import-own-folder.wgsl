// expect u32: 42
// local::helper is found in this file's own folder, with no --import-path.
#import local::helper

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
    out[0] = helper::twice(21u);
}
