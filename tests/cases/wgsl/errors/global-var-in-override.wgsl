// expect: NotConst
var<private> p: f32;
override o = p;
