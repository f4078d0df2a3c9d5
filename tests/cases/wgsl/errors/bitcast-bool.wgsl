// expect: InvalidConversion
fn f(x: bool) -> u32 {
    return bitcast<u32>(x);
}
