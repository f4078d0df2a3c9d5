// expect: LiteralOutOfRange
const x = 9223372036854775808;
