// expect: CyclicDeclaration
fn f(n: i32) -> i32 {
    return f(n - 1);
}
