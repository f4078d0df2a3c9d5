// expect: WrongTemplateArgs
var<private> v: f32<i32>;
