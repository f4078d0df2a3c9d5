// expect u32: 10 5 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec2<u32>(10u, 20u); var b = vec2<u32>(0u, 4u);
    let q = a / b; let r = a % b; out[0] = q.x; out[1] = q.y; out[2] = r.x; out[3] = r.x * r.y;
}
