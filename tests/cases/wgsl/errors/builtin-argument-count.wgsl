// expect: WrongArgumentCount
fn f() -> f32 {
    return pow(2.0);
}
