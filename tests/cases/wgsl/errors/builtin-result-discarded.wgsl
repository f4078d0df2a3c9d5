// expect: UnusedResult
fn f(x: f32) {
    sqrt(x);
}
