// expect: NotCallable
const k = 1;
fn f() {
    let h = k();
}
