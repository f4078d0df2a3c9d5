// expect: Unsupported
@group(0) @binding(0) var acc: acceleration_structure;
