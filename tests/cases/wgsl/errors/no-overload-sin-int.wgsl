// expect: NoMatchingOverload
fn f(x: i32) -> f32 {
    return sin(x);
}
