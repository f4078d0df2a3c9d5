// expect: InvalidEntryPoint
struct Inner { @location(0) a: f32 }
struct Outer { inner: Inner }
@fragment fn main(o: Outer) -> @location(0) vec4<f32> {
    return vec4<f32>(o.inner.a);
}
