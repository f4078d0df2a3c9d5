#define_import_path cycle::b

#import cycle::a

fn fb() -> u32 {
    return 1u;
}
