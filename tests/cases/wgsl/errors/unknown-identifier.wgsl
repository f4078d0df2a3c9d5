// expect: UnknownName
fn f() -> f32 {
    return undefined_value * 2.0;
}
