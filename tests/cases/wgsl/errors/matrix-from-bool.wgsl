// expect: TypeMismatch
fn f() {
    let m = mat2x2<f32>(true, 1.0, 1.0, 1.0);
}
