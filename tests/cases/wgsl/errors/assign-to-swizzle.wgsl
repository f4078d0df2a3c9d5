// expect: NotAReference
fn f() {
    var v = vec4<f32>();
    v.xy = vec2<f32>();
}
