// expect: MissingBinding
struct V {
    @builtin(position) p: vec4<f32>,
    uv: vec2<f32>,
}
@vertex fn main() -> V {
    return V(vec4<f32>(), vec2<f32>());
}
