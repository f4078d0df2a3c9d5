// expect: UnknownName
diagnostic(off, everything);
