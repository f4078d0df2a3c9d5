// expect: MissingAttribute
@compute fn main() {}
