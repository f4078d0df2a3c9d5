// expect: LiteralOutOfRange
enable f16;
const x = 70000.0h;
