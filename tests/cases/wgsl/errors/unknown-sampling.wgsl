// expect: UnknownName
@fragment fn f(@location(0) @interpolate(perspective, middle) c: vec4<f32>) -> @location(0) vec4<f32> {
    return c;
}
