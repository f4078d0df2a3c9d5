#define_import_path dup::twice

fn two() -> u32 { return 2u; }
