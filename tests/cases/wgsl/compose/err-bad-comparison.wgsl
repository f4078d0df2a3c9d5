// define: MODE=true
// expect error: BadDefComparison
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

#if MODE > 1
const X: u32 = 1u;
#endif

@compute @workgroup_size(1) fn main() {
    out[0] = 1u;
}
