// expect: MissingAddressSpace
var counter: u32;
