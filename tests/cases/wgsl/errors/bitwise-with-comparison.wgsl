// expect: MixedOperators
const x = 1 & 2 == 2;
