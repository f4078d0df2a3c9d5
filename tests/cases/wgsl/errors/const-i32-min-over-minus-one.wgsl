// expect: ConstEvaluation
const x = -2147483647i - 1i;
const y = x / -1i;
