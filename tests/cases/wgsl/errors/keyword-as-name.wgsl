// expect: KeywordAsName
fn f() {
    var loop = 1;
}
