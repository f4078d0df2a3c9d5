#define_import_path util::math

const SCALE: u32 = 3u;

fn square(x: u32) -> u32 {
    return x * x;
}

fn scaled(x: u32) -> u32 {
    // A use of the module's own items: renamed with them.
    return square(x) * SCALE;
}
