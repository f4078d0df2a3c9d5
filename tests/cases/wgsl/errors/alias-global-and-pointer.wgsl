// expect: AliasViolation
var<private> g: i32;
fn touch(p: ptr<private, i32>) {
    *p = g + 1;
}
fn f() {
    touch(&g);
}
