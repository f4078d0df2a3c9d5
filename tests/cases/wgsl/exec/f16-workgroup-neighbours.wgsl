// expect f32: 1 0 3 2 17664 17408
// reference: 1; 0; 3; 2; bits(5); bits(4)
// input u32: 1
// 64 invocations store their own halves of shared words at the same time: no store loses its neighbour (each is an ATOMAND and an ATOMOR on the word)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
var<workgroup> halves: array<f16, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
    halves[i] = f16(i);
    workgroupBarrier();
    if (i < 4u) {
        out[i] = f32(halves[i ^ 1u]);
    }
    if (i == 4u) {
        out[4] = f32(bitcast<u32>(vec2<f16>(halves[5], 0.0h)));
        out[5] = f32(bitcast<u32>(vec2<f16>(halves[4], 0.0h)));
    }
}
