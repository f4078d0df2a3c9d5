// expect: ConstEvaluation
const x = clamp(1, 5, 2);
