// expect: WrongTemplateArgs
const k = 1;
fn f() {
    let x = k<i32>;
}
