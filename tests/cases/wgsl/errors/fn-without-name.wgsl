// expect: Unexpected
fn () {}
