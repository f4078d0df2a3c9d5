// expect: NotConst
fn g() -> i32 { return 1; }
const c = g();
