// expect: NotAValue
fn f() {
    let x = f32;
}
