// expect: NotConst
fn f() {
    let a = 1;
    const_assert a == 1;
}
