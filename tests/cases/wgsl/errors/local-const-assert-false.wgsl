// expect: AssertionFailed
fn f() {
    const n = 4;
    const_assert n < 4;
}
