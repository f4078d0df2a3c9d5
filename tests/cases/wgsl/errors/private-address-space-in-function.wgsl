// expect: InvalidType
fn f() {
    var<private> v: f32;
}
