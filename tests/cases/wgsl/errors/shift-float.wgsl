// expect: InvalidOperands
fn f(a: f32) -> f32 {
    return a << 1u;
}
