// expect: AccessViolation
@group(0) @binding(0) var<uniform> u: vec4<f32>;
fn f() {
    u.x = 1.0;
}
