// expect: InvalidType
struct Empty {}
