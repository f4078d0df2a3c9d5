// expect: Redefinition
fn f(a: i32) {
    let a = 2;
}
