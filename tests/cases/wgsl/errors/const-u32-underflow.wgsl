// expect: ConstEvaluation
const x = 0u - 1u;
