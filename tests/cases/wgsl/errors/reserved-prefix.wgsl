// expect: ReservedPrefix
const __x = 1;
