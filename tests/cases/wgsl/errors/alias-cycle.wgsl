// expect: CyclicDeclaration
alias A = array<B, 2>;
alias B = array<A, 2>;
