// expect: InvalidType
var<workgroup> a: atomic<u32>;
fn f() {
    let x = a;
}
