// expect: BadNumber
const x = 0x;
