// expect: TypeMismatch
@group(0) @binding(0) var<storage> b: array<u32, 4>;
fn f() -> u32 {
    return arrayLength(&b);
}
