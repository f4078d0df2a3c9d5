// expect: ConstEvaluation
const x = log(0.0);
