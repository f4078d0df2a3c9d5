// expect: InvalidType
requires texel_buffers;
@group(0) @binding(0) var tb: texel_buffer<r16unorm, read>;
