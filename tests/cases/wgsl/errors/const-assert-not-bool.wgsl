// expect: TypeMismatch
const_assert 1;
