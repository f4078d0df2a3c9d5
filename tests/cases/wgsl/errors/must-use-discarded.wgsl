// expect: UnusedResult
@must_use fn g() -> i32 { return 1; }
fn f() {
    g();
}
