// expect: UnterminatedComment
fn f() {}
/* never closed /* nested */
