// expect: Unexpected
var<private> v: vec3(1.0);
