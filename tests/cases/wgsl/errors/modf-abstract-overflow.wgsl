// expect: ConstEvaluation
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main() {
    let g = modf(1e39);
    out[0] = g.fract;
}
