// expect: Redefinition
fn a() {}
fn b() {}
fn a() {}
