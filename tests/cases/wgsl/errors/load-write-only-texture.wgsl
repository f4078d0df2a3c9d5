// expect: AccessViolation
@group(0) @binding(0) var t: texture_storage_2d<rgba8unorm, write>;
fn f() -> vec4<f32> {
    return textureLoad(t, vec2(0));
}
