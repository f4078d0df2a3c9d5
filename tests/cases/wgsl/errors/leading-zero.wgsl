// expect: BadNumber
const x = 0123;
