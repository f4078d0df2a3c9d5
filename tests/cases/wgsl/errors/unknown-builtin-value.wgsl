// expect: UnknownName
@fragment fn f(@builtin(pixel_coord) p: vec4<f32>) {}
