// expect u32: 1 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var z = 0.0; let inf = 1.0 / z; let nan = z / z;
    out[0] = u32(inf > 1.0e38); out[1] = u32(nan != nan); out[2] = u32(nan == nan);
}
