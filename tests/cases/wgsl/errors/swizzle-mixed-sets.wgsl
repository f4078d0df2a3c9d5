// expect: InvalidSwizzle
fn f(v: vec4<f32>) -> vec2<f32> {
    return v.xg;
}
