// expect: ConstEvaluation
@compute @workgroup_size(8, 21474836481) fn main() {}
