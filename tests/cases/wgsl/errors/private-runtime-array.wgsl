// expect: InvalidType
var<private> a: array<f32>;
