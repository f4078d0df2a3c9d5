// expect: IndexOutOfBounds
fn f() -> f32 {
    let a = array<f32, 2>(1.0, 2.0);
    return a[-1];
}
