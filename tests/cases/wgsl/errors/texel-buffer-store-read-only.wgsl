// expect: AccessViolation
requires texel_buffers;
@group(0) @binding(0) var tb: texel_buffer<rgba8uint, read>;
@compute @workgroup_size(1) fn main() { textureStore(tb, 3u, vec4<u32>(1u)); }
