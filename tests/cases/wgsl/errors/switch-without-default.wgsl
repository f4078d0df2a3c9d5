// expect: MissingDefault
fn f(x: i32) {
    switch x {
        case 0: {}
    }
}
