// expect: MisplacedBreakIf
fn f() {
    loop {
        break if true;
    }
}
