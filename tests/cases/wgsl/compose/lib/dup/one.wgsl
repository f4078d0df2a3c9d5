#define_import_path dup::twice

fn one() -> u32 { return 1u; }
