// expect: ConstEvaluation
var<private> a: array<f32, 0>;
