// expect: ConstEvaluation
const x = u32(-1);
