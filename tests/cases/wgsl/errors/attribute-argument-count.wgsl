// expect: WrongArgumentCount
@group(0, 1) @binding(0) var<uniform> u: f32;
