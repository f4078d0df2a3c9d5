// expect: LanguageFeatureNotRequired
@group(0) @binding(0) var tb: texel_buffer<rgba8unorm, read>;
@compute @workgroup_size(1) fn main() { _ = textureLoad(tb, 0u); }
