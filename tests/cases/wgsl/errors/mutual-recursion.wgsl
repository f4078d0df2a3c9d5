// expect: CyclicDeclaration
fn even(n: u32) -> bool {
    return odd(n - 1u);
}
fn odd(n: u32) -> bool {
    return even(n - 1u);
}
