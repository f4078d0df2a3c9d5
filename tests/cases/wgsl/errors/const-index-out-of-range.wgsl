// expect: IndexOutOfBounds
const a = array(1, 2, 3);
const b = a[3];
