// expect: MisplacedBreakIf
fn f() {
    var i = 0;
    loop {
        continuing {
            break if i > 3;
            i++;
        }
    }
}
