// expect: TypeMismatch
fn f() {
    var x: f32;
    x = 1i;
}
