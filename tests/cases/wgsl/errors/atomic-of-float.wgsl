// expect: InvalidType
var<workgroup> a: atomic<f32>;
