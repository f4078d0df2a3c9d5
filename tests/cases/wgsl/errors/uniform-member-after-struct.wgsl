// expect: LayoutViolation
struct Inner { a: f32, b: f32 }
struct Bad {
    s: Inner,
    t: f32,
}
@group(0) @binding(0) var<uniform> u: Bad;
