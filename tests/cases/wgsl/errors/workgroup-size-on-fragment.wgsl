// expect: InvalidAttribute
@fragment @workgroup_size(8) fn f() {}
