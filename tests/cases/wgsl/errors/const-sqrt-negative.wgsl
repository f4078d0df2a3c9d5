// expect: ConstEvaluation
const x = sqrt(-1.0);
