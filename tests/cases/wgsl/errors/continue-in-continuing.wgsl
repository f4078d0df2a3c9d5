// expect: MisplacedStatement
fn f() {
    loop {
        continuing {
            continue;
        }
    }
}
