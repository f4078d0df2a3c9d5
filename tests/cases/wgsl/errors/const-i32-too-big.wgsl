// expect: ConstEvaluation
const x: i32 = 3000000000;
