// expect: InvalidAttribute
fn f(@location(0) x: f32) {}
