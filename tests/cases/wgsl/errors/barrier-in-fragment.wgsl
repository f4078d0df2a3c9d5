// expect: StageViolation
@fragment fn main() -> @location(0) vec4<f32> {
    workgroupBarrier();
    return vec4<f32>();
}
