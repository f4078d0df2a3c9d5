// expect: MisplacedAttribute
fn f() {
    @diagnostic(off, derivative_uniformity) return;
}
