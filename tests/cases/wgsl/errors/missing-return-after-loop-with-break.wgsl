// expect: MissingReturn
fn f() -> i32 {
    loop {
        break;
    }
}
