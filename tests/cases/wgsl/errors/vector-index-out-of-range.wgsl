// expect: IndexOutOfBounds
fn f(v: vec3<f32>) -> f32 {
    return v[3];
}
