// expect: InvalidType
struct S {
    a: array<u32>,
    b: u32,
}
