// expect: TypeMismatch
fn f() -> vec2<f32> {
    return vec3<f32>();
}
