// expect: InvalidOperands
fn f(m: mat3x3<f32>, v: vec2<f32>) -> vec3<f32> {
    return m * v;
}
