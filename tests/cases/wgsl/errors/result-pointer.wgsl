// expect: InvalidType
var<private> v: f32;
fn f() -> ptr<private, f32> {
    return &v;
}
