// expect: TypeMismatch
var<private> a: array<f32, 2.5>;
