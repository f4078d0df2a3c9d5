// expect: InvalidType
struct Inner { a: array<u32> }
struct Outer {
    n: u32,
    inner: Inner,
}
