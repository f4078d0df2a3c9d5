// expect: NoMatchingOverload
fn f(a: f32) -> f32 {
    return dot(a, a);
}
