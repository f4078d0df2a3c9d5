#define_import_path util::color

#import util::math

struct Rgb {
    r: u32,
    g: u32,
    b: u32,
}

fn luma(c: Rgb) -> u32 {
    return math::square(c.r) + c.g + c.b;
}
