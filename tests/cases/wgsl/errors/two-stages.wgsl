// expect: DuplicateAttribute
@vertex @fragment fn f() -> @builtin(position) vec4<f32> {
    return vec4<f32>();
}
