#define_import_path cycle::a

#import cycle::b

fn fa() -> u32 {
    return b::fb();
}
