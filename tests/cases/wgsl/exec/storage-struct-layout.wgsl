// expect u32: 1 2 3 4 5 6 7 8
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
struct S { a: u32, b: vec3<u32>, c: vec2<u32>, d: u32, e: u32 }
@group(0) @binding(2) var<storage, read_write> s: S;
@compute @workgroup_size(1) fn main() {
    s = S(1u, vec3<u32>(2u, 3u, 4u), vec2<u32>(5u, 6u), 7u, 8u);
    let t = s;
    out[0] = t.a; out[1] = t.b.x; out[2] = t.b.y; out[3] = t.b.z; out[4] = t.c.x; out[5] = t.c.y; out[6] = t.d; out[7] = t.e;
}
