// expect: InvalidType
@group(0) @binding(0) var<storage> b: array<bool>;
