// expect: NonUniform
@group(0) @binding(0) var<storage, read_write> flags: array<u32>;
@compute @workgroup_size(64) fn main() {
    if flags[0] == 1u {
        storageBarrier();
    }
}
