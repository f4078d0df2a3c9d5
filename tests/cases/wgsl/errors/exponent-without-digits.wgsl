// expect: BadNumber
const x = 1e+;
