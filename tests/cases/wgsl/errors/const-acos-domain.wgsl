// expect: ConstEvaluation
const x = acos(2.0);
