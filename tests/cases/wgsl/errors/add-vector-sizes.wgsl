// expect: InvalidOperands
fn f(a: vec2<f32>, b: vec3<f32>) -> vec3<f32> {
    return a + b;
}
