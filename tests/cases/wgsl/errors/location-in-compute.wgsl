// expect: InvalidEntryPoint
@compute @workgroup_size(1) fn main(@location(0) x: f32) {}
