// expect: MissingAttribute
var<uniform> u: vec4<f32>;
