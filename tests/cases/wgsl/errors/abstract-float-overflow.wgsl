// expect: LiteralOutOfRange
const x = 1e400;
