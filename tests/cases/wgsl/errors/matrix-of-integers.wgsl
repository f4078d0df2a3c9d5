// expect: InvalidType
var<private> m: mat2x2<i32>;
