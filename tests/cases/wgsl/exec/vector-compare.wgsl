// expect u32: 1 0 1 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let a = vec3<f32>(1.0, 5.0, 3.0); let b = vec3<f32>(2.0, 4.0, 3.0);
    let lt = a < b; out[0] = u32(lt.x); out[1] = u32(lt.y);
    let eq = a == b; out[2] = u32(eq.z); out[3] = u32(any(a != b));
}
