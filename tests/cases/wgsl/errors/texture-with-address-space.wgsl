// expect: InvalidType
@group(0) @binding(0) var<uniform> t: texture_2d<f32>;
