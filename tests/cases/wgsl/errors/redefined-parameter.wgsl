// expect: Redefinition
fn f(a: i32, a: f32) {}
