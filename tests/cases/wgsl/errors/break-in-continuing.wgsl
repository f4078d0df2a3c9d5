// expect: MisplacedStatement
fn f() {
    loop {
        continuing {
            break;
        }
    }
}
