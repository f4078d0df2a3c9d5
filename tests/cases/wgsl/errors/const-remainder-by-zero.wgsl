// expect: ConstEvaluation
const x = 7u % 0u;
