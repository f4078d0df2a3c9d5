// expect: CannotInferType
fn f() {
    var x;
}
