// expect: AssertionFailed
const_assert 1 + 1 == 3;
