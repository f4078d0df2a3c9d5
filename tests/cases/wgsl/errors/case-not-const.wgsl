// expect: NotConst
fn f(x: i32, y: i32) {
    switch x {
        case y: {}
        default: {}
    }
}
