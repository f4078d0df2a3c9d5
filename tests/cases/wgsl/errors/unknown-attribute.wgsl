// expect: UnknownName
@fancy fn f() {}
