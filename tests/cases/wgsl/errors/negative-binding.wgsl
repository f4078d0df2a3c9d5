// expect: ConstEvaluation
@group(0) @binding(-1) var<uniform> u: f32;
