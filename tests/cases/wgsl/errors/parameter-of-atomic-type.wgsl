// expect: InvalidType
fn f(a: atomic<u32>) {}
