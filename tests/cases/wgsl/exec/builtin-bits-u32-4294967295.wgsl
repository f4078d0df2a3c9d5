// expect u32: 32 0 0 4294967295 31 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x = 4294967295u;
    out[0] = countOneBits(x); out[1] = countLeadingZeros(x); out[2] = countTrailingZeros(x);
    out[3] = reverseBits(x); out[4] = firstLeadingBit(x); out[5] = firstTrailingBit(x);
}
