// expect: LiteralOutOfRange
const x = 0x100000000u;
