// expect: WrongTemplateArgs
var<private> v: vec3<f32, f32>;
