// expect: LayoutViolation
struct U { weights: array<f32, 8> }
@group(0) @binding(0) var<uniform> u: U;
