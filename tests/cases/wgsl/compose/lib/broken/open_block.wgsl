#define_import_path broken::open_block

fn f() -> u32 {
    return 1u;
}

#ifdef SOMETHING
fn g() -> u32 {
    return 2u;
}
