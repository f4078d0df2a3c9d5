// expect u32: 1065353216 3212836864 1078530011 4294967295
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var one = 1.0; var m = -1.0; var pi = 3.14159265; var i = -1;
    out[0] = bitcast<u32>(one); out[1] = bitcast<u32>(m); out[2] = bitcast<u32>(pi); out[3] = bitcast<u32>(i);
}
