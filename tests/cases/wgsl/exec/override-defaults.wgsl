// expect u32: 16 32
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
override SIZE: u32 = 16u;
override DOUBLE = SIZE * 2u;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = SIZE; out[1] = DOUBLE;
}
