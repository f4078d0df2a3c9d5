// expect: TypeMismatch
fn f(a: array<f32, 4>) -> f32 {
    return a[1.0];
}
