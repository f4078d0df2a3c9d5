// expect: LiteralOutOfRange
const x = 2147483648i;
