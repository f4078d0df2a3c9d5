// expect: InvalidOperands
fn f() {
    var v = vec2<f32>();
    v += vec3<f32>();
}
