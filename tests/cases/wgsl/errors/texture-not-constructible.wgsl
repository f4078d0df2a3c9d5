// expect: NotConstructible
fn f() {
    let t = texture_2d<f32>();
}
