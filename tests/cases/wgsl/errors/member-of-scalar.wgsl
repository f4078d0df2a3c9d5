// expect: NoSuchMember
fn f(x: f32) -> f32 {
    return x.x;
}
