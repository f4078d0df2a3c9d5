// expect: MissingReturn
fn f(x: i32) -> i32 {
    if x > 0 {
        return 1;
    }
}
