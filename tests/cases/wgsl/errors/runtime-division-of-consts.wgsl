// expect: ConstEvaluation
fn f() -> i32 {
    return 1 / 0;
}
