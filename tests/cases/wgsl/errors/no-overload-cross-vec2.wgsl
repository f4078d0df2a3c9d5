// expect: NoMatchingOverload
fn f(a: vec2<f32>) -> vec2<f32> {
    return cross(a, a);
}
