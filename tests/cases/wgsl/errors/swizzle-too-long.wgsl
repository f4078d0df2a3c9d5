// expect: InvalidSwizzle
fn f(v: vec4<f32>) -> vec4<f32> {
    return v.xyzwx;
}
