// expect: ExtensionNotEnabled
var<private> h: f16;
