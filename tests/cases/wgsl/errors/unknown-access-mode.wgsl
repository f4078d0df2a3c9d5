// expect: UnknownName
@group(0) @binding(0) var<storage, readwrite> b: array<u32>;
