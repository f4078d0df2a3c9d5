// expect: InvalidBuiltin
@vertex fn main(@builtin(front_facing) f: bool) -> @builtin(position) vec4<f32> {
    return vec4<f32>();
}
