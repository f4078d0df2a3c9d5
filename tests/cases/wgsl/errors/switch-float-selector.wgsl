// expect: SwitchTypeMismatch
fn f(x: f32) {
    switch x {
        default: {}
    }
}
