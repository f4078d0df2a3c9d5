// expect i32: -2147483648 2147483647 579
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn input_i(k: u32) -> i32 { return select(456, 2147483647, k == 0u); }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let big = input_i(0);
    out[0] = big + 1;
    out[1] = (-big - 1) - 1;
    out[2] = 123 + input_i(1);
}
