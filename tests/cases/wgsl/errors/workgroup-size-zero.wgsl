// expect: ConstEvaluation
@compute @workgroup_size(0) fn main() {}
