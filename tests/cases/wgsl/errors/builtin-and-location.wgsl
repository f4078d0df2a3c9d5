// expect: InvalidAttribute
@fragment fn f(@builtin(position) @location(0) p: vec4<f32>) {}
