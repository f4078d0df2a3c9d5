// expect: NoMatchingOverload
@fragment fn f(@location(0) @interpolate(flat) x: i32) -> @location(0) vec4<f32> {
    return vec4<f32>(f32(dpdx(x)));
}
