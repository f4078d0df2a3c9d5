#define_import_path local::helper

fn twice(x: u32) -> u32 {
    return x + x;
}
