// expect: LiteralOutOfRange
const x = 1e39f;
