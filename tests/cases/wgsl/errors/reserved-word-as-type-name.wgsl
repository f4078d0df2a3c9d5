// expect: ReservedWord
struct typedef { a: f32 }
