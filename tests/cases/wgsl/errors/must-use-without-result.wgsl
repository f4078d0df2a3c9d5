// expect: InvalidAttribute
@must_use fn f() {}
