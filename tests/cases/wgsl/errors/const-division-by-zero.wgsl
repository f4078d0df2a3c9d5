// expect: ConstEvaluation
const x = 1 / 0;
