// expect: InvalidSwizzle
fn f(v: vec2<f32>) -> f32 {
    return v.z;
}
