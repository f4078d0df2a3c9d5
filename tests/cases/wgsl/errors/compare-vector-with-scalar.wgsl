// expect: InvalidOperands
fn f(v: vec2<f32>) -> vec2<bool> {
    return v == 1.0;
}
