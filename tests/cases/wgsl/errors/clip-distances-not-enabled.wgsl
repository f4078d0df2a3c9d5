// expect: ExtensionNotEnabled
struct V {
    @builtin(position) p: vec4<f32>,
    @builtin(clip_distances) d: array<f32, 2>,
}
@vertex fn main() -> V {
    return V(vec4<f32>(), array<f32, 2>());
}
