// expect: Unexpected
let x = 1;
