// expect: SwitchTypeMismatch
fn f(x: u32) {
    switch x {
        case 1i: {}
        default: {}
    }
}
