// expect: Unexpected
fn f() -> i32 {
    return (1 + 2;
}
