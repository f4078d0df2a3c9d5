// expect: InvalidType
struct S { s: sampler }
