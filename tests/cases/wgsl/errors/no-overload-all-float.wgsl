// expect: NoMatchingOverload
fn f(v: vec2<f32>) -> bool {
    return all(v);
}
