// expect: ExtensionNotEnabled
var<private> h: vec3h;
