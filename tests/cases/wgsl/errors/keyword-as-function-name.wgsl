// expect: KeywordAsName
fn while() {}
