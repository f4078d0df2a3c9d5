// expect: NotConst
override o = 1.0;
const c = o * 2.0;
