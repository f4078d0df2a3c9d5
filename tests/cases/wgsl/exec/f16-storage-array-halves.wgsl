// expect u32: 3221240832 1107308134 26624 1744961536
// reference: pack(1,-2); pack(h(0.1),3); pack(2048,0); pack(0,2052)
// input u32: 1
// an f16 array takes two bytes an element: a store of one element writes its 16 bits and keeps its neighbour; out[4] rounds 2049 to 2048
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f16>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = one;
    out[1] = -2.0h * one;
    out[3] = 3.0h * one;
    out[2] = f16(0.1) * one;
    out[4] = 2048.0h + one;
    out[7] = out[4] + 4.0h * one;
}
