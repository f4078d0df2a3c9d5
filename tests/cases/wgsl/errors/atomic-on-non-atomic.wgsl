// expect: TypeMismatch
var<workgroup> w: u32;
fn f() {
    let x = atomicAdd(&w, 1u);
}
