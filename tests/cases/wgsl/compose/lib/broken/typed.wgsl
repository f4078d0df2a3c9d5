#define_import_path broken::typed

fn half(x: u32) -> u32 {
    let h: f32 = x / 2u;
    return u32(h);
}
