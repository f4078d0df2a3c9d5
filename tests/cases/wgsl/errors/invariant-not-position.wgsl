// expect: InvalidBuiltin
@fragment fn main(@builtin(front_facing) @invariant f: bool) -> @location(0) vec4<f32> {
    return vec4<f32>();
}
