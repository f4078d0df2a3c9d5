// expect: InvalidInitializer
var<workgroup> w: u32 = 0u;
