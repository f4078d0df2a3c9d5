// expect: InvalidOperands
fn f(a: mat2x2<f32>, b: mat2x2<f32>) -> mat2x2<f32> {
    return a / b;
}
