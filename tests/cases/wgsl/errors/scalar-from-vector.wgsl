// expect: InvalidConversion
fn f() -> f32 {
    return f32(vec2<f32>(1.0));
}
