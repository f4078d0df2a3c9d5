#define_import_path other::noise

#import util::math as m

fn hash(x: u32) -> u32 {
    let square = x ^ 0x5bd1e995u;
    return square + m::square(2u);
}
