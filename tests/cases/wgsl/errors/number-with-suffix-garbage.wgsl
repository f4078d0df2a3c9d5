// expect: BadNumber
const x = 12abc;
