// expect: AccessViolation
@group(0) @binding(0) var t: texture_storage_2d<rgba8unorm, read>;
fn f() {
    textureStore(t, vec2(0), vec4(1.0));
}
