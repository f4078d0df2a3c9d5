// expect: AccessViolation
@group(0) @binding(0) var<storage> c: atomic<u32>;
fn f() {
    atomicAdd(&c, 1u);
}
