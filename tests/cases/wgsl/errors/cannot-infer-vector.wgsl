// expect: CannotInferType
fn f() {
    let v = vec3();
}
