// expect: NotCallable
@compute @workgroup_size(1) fn main() {}
fn f() {
    main();
}
