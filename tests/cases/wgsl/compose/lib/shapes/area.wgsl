#define_import_path shapes::area

#import util::math::{square, SCALE as K}

#ifdef EXACT
fn rect(w: u32, h: u32) -> u32 {
    return w * h;
}
#else
fn rect(w: u32, h: u32) -> u32 {
    return w * h + 1000u;
}
#endif

fn box_(side: u32) -> u32 {
    return square(side) * K;
}
