// expect: NotAType
const k = 4;
var<private> v: k;
