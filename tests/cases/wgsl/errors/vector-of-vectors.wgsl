// expect: InvalidType
var<private> v: vec2<vec2<f32>>;
