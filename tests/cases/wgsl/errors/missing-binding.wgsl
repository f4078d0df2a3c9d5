// expect: MissingAttribute
@group(0) var<uniform> u: vec4<f32>;
