// expect error: UnterminatedConditional
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

#ifdef FAST
fn fast() -> u32 {
    return 1u;
}

@compute @workgroup_size(1) fn main() {
    out[0] = 1u;
}
