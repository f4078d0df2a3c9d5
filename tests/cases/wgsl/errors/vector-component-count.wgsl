// expect: WrongArgumentCount
fn f() {
    let v = vec3<f32>(1.0, 2.0);
}
