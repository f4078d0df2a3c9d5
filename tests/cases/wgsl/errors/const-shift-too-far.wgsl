// expect: ConstEvaluation
const x = 1u << 32u;
