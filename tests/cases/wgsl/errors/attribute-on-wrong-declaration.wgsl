// expect: InvalidAttribute
@location(0) var<private> v: f32;
