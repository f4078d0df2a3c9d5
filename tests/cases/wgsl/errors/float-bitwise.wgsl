// expect: InvalidOperands
fn f(a: f32, b: f32) -> f32 {
    return a & b;
}
