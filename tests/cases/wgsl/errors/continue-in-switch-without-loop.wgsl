// expect: MisplacedStatement
fn f(x: i32) {
    switch x {
        default: {
            continue;
        }
    }
}
