// define: COUNT=4 BIAS=7u FLAG=false
// expect u32: 4 7 0 11
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

const N: i32 = #{COUNT};

@compute @workgroup_size(1) fn main() {
    out[0] = u32(N);
    out[1] = #{BIAS};
    out[2] = select(0u, 1u, #{FLAG});
    out[3] = u32(#{COUNT}) + #{BIAS};
}
