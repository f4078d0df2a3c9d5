// expect: NotConstructible
fn f() {
    let a = array<f32>();
}
