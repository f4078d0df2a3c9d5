// expect u32: 1 0 1 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var f = 0.5; var z = 0.0; var i = -3; var t = true; var fl = false;
    out[0] = u32(bool(f)); out[1] = u32(bool(z)); out[2] = u32(bool(i)); out[3] = u32(t); out[4] = u32(fl);
}
