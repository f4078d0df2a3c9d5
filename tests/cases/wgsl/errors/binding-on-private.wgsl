// expect: InvalidAttribute
@group(0) @binding(0) var<private> v: f32;
