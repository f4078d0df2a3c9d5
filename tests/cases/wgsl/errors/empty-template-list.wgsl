// expect: Unexpected
var<private> v: vec3<>;
