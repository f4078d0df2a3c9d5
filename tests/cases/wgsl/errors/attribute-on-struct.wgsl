// expect: MisplacedAttribute
@align(16) struct S { a: f32 }
