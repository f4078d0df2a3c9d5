// expect: WrongArgumentCount
fn f() {
    let a = array<i32, 3>(1, 2);
}
