// expect: AccessViolation
@group(0) @binding(0) var<storage> b: array<u32>;
fn f() {
    b[0] = 1u;
}
