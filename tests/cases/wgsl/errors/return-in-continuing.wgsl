// expect: MisplacedStatement
fn f() {
    loop {
        continuing {
            return;
        }
    }
}
