// expect: Redefinition
fn f(x: i32) {
    switch x {
        case 1, 2: {}
        case 2: {}
        default: {}
    }
}
