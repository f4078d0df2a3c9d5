// expect: NoMatchingOverload
fn f(a: vec2<f32>, c: vec3<bool>) -> vec2<f32> {
    return select(a, a, c);
}
