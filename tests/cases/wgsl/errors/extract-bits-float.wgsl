// expect: NoMatchingOverload
fn f(x: f32) -> f32 {
    return extractBits(x, 0u, 4u);
}
