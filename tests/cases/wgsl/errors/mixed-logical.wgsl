// expect: MixedOperators
const x = true && false || true;
