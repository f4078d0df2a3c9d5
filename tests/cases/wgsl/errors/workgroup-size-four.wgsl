// expect: WrongArgumentCount
@compute @workgroup_size(1, 1, 1, 1) fn main() {}
