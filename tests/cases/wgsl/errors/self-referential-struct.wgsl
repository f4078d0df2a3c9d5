// expect: CyclicDeclaration
struct S {
    next: array<S, 2>,
}
