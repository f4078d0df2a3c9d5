// expect f32: 2.0 -3.0 3.0 -2.0 2.0 4.0 -2.0 0.25 -2.0 2.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 2.5; var b = -2.5; var c = 3.5; var d = 0.25; var e = -2.7;
    out[0] = floor(a); out[1] = floor(b); out[2] = ceil(a); out[3] = ceil(b);
    out[4] = round(a); out[5] = round(c); out[6] = round(b); out[7] = fract(d + 1.0);
    out[8] = trunc(e); out[9] = trunc(a);
}
