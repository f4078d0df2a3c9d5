// expect: ConstEvaluation
const x: f32 = 3.0e38 * 10.0;
