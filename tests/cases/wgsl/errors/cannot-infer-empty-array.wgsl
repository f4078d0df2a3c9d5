// expect: CannotInferType
fn f() {
    let a = array();
}
