// expect: InvalidType
var<function> v: f32;
