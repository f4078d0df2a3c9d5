// expect: InvalidEntryPoint
@compute @workgroup_size(1) fn main() -> @location(0) f32 {
    return 1.0;
}
