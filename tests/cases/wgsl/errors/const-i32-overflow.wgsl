// expect: ConstEvaluation
const x: i32 = 2147483647 + 1;
