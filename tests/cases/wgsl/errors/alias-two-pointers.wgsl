// expect: AliasViolation
fn both(a: ptr<function, i32>, b: ptr<function, i32>) {
    *a = *b + 1;
}
fn f() {
    var x = 1;
    both(&x, &x);
}
