// expect f32: 1.0 2.0 3.0 4.0 5.0 6.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var<storage, read_write> v: array<vec3<f32>, 2>;
@compute @workgroup_size(1) fn main() {
    v[0] = vec3<f32>(1.0, 2.0, 3.0); v[1] = vec3<f32>(4.0, 5.0, 6.0);
    for (var i = 0; i < 2; i++) { out[3 * i] = v[i].x; out[3 * i + 1] = v[i].y; out[3 * i + 2] = v[i][2]; }
}
