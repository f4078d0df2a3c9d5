// expect: UnusedResult
fn f() {
    vec3<f32>(1.0);
}
