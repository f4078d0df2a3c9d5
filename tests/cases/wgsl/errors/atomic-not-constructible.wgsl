// expect: NotConstructible
fn f() {
    let a = atomic<u32>(0u);
}
