// expect f32: 1.0 2.0 3.0 4.0 10.0 20.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
struct Block { m: mat2x2<f32>, values: array<f32> }
@group(0) @binding(2) var<storage, read_write> blk: Block;
@compute @workgroup_size(1) fn main() {
    blk.m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    blk.values[0] = 10.0; blk.values[1] = 20.0;
    let m = blk.m;
    out[0] = m[0].x; out[1] = m[0].y; out[2] = blk.m[1].x; out[3] = blk.m[1][1];
    var k = 1; out[4] = blk.values[k - 1]; out[5] = blk.values[k];
}
