// expect: Redefinition
fn f() {
    let a = 1;
    var a = 2;
}
