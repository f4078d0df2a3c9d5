// expect: WrongTemplateArgs
fn f(p: ptr<function>) {}
