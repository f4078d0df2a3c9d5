// expect: MisplacedStatement
fn f() {
    continue;
}
