// expect: UnknownName
var<global> v: f32;
