// expect: InvalidConversion
fn f(x: u32) -> vec2<u32> {
    return bitcast<vec2<u32>>(x);
}
