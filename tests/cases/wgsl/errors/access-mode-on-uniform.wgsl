// expect: InvalidType
@group(0) @binding(0) var<uniform, read> u: f32;
