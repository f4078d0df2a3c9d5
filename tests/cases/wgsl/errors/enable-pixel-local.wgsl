// expect: NotExpressibleInTgsi
enable chromium_experimental_pixel_local;
@fragment fn main() -> @location(0) vec4<f32> {
    return vec4<f32>();
}
