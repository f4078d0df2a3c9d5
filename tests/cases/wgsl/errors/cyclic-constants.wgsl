// expect: CyclicDeclaration
const a = b + 1;
const b = a * 2;
