// expect: LayoutViolation
struct Inner { a: f32 }
struct Outer {
    x: f32,
    inner: Inner,
}
@group(0) @binding(0) var<uniform> u: Outer;
