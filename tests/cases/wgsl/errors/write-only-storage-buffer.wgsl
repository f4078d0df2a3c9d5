// expect: InvalidType
@group(0) @binding(0) var<storage, write> b: array<u32>;
