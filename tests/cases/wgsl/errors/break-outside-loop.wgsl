// expect: MisplacedStatement
fn f() {
    break;
}
