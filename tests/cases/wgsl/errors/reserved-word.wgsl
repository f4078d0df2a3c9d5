// expect: ReservedWord
fn f() {
    let null = 1;
}
