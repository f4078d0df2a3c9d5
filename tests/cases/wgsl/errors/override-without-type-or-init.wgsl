// expect: CannotInferType
override o;
