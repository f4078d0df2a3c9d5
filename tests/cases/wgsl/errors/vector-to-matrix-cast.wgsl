// expect: InvalidConstructorArgument
fn f(v: vec4<f32>) {
    let m = mat2x2<f32>(v);
}
