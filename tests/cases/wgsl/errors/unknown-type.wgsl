// expect: UnknownName
var<private> v: float4;
