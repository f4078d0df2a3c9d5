// expect: ConstEvaluation
const x = 0x40000000i << 1u;
