// expect: TypeMismatch
fn f() {
    var x: f32 = 1u;
}
