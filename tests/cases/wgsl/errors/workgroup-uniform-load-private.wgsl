// expect: TypeMismatch
var<private> p: u32;
@compute @workgroup_size(1) fn main() {
    let x = workgroupUniformLoad(&p);
}
